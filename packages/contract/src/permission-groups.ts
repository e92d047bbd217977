import { MODULES } from './modules.ts';
import { PERMISSIONS, type Permission } from './permissions.ts';

// The permission catalogue by module (GET /permission, 002 §7): each permission under the menu
// entry it opens or acts in; a module's read permission names it, the others are listed here.
// Every permission is in exactly one group (permission-groups.test.ts).

const MODULE_OF: Partial<Record<Permission, string>> = {
  announcement_create: 'announcement',
  announcement_update: 'announcement',
  adoptioncall_call: 'adoption-calling',
  televerificationcall_call: 'televerification-calling',
  eventsgallery_create: 'event-gallery',
  eventsgallery_update: 'event-gallery',
  event_gallery_image_rating: 'event-gallery',
  event_gallery_admin: 'event-gallery',
  event_schedule_create: 'event-gallery',
  user_student_read: 'user-management',
  user_student_update: 'user-management',
  user_student_create: 'user-management',
  user_staff_read: 'user-management',
  user_staff_update: 'user-management',
  user_staff_create: 'user-management',
  user_account_read: 'user-management',
  user_account_update: 'user-management',
  user_account_create: 'user-management',
  user_branch_manage: 'user-management',
  user_permission_manage: 'user-management',
  bustracking_create: 'bus-tracking',
  bustracking_update: 'bus-tracking',
  bustracking_mapping: 'bus-tracking',
  bustracking_user: 'bus-tracking',
  bus: 'bus-tracking',
  gatepass_update: 'gatepass',
  cctv_create: 'cctv',
};

/** Permissions of no menu entry: the console's own tools and the apps'. */
const CONSOLE_PERMISSIONS: readonly Permission[] = ['hangfire_read', 'classdiary'];

export interface PermissionGroup {
  /** The menu entry (MODULES id), or null for the console's own tools. */
  module_id: string | null;
  title: string;
  permissions: Permission[];
}

function moduleOf(permission: Permission): string | null {
  if (CONSOLE_PERMISSIONS.includes(permission)) return null;
  return (
    MODULE_OF[permission] ??
    MODULES.find((entry) => entry.readPermission === permission)?.id ??
    null
  );
}

/** The catalogue in menu order, the console's own tools last; within a group, catalogue order. */
export const PERMISSION_GROUPS: readonly PermissionGroup[] = [
  ...MODULES.map((entry) => ({
    module_id: entry.id,
    title: entry.title,
    permissions: PERMISSIONS.filter((permission) => moduleOf(permission) === entry.id),
  })).filter((group) => group.permissions.length > 0),
  {
    module_id: null,
    title: 'Console',
    permissions: PERMISSIONS.filter((permission) => moduleOf(permission) === null),
  },
];
