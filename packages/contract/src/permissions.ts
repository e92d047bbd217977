// The permission catalogue of 000 §6, 001 §6 and 002 §6. Where the documents name a family
// ("user student/staff/account read/update/create", "bustracking family") the concrete names
// below are ours; DECISIONS.md lists them. A superuser holds every permission.
export const PERMISSIONS = [
  // announcements and content (000 §6)
  'announcement_read',
  'announcement_create',
  'announcement_update',
  'concern',
  'opinionpoll',
  'sms',
  'notification',
  'marketing',
  'wellness',
  // calling campaigns (000 §6, 001 §6)
  'adoptioncall_read',
  'adoptioncall_call',
  'renewalcall_read',
  'televerificationcall_read',
  'televerificationcall_call',
  'internalcall',
  'darcall_read',
  'iatcall_read',
  // event gallery (001 §6)
  'eventsgallery_read',
  'eventsgallery_create',
  'eventsgallery_update',
  'event_gallery_image_rating',
  'event_gallery_admin',
  'event_schedule_create',
  // fees
  'feepayment',
  'fee_reminder',
  // users and roles (002 §6)
  'user_read',
  'user_student_read',
  'user_student_update',
  'user_student_create',
  'user_staff_read',
  'user_staff_update',
  'user_staff_create',
  'user_account_read',
  'user_account_update',
  'user_account_create',
  'user_branch_manage',
  'user_permission_manage',
  // bus tracking family (002 §6)
  'bustracking_read',
  'bustracking_create',
  'bustracking_update',
  'bustracking_mapping',
  'bustracking_user',
  'bus',
  'classdiary',
  // operations
  'gatepass_read',
  'gatepass_update',
  'cctv_read',
  'cctv_create',
  'meeting',
  'staff_attendance',
  'student_attendance',
  'self_service_portal',
  'micro_schedule',
  'feedback',
  'feedback_form',
  'service_desk',
  'digital_library',
  'dc_sos',
  'sport',
  'ld',
  'marketplace_wb',
  'master_section',
  'hks',
  'tpt_audit',
  'financial_performance',
  'branch_ip_mapping_all',
  'nscribe_ai_read',
  'analytical_report_read',
  'hangfire_read',
  // modules in the menu whose permission the documents do not name (ours)
  'activity_dashboard_read',
  'parent_feedback_read',
  'cdf_drill',
  'reach_disha',
  'co_training',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

const permissionSet: ReadonlySet<string> = new Set(PERMISSIONS);

export function isPermission(name: string): name is Permission {
  return permissionSet.has(name);
}
