import {
  ANNOUNCEMENT_EXPORT_FILE,
  GlobalModule,
  MARKETING_EXPORT_FILE,
  NOTIFICATION_EXPORT_FILE,
  SMS_EXPORT_FILE,
  ServerSettingKey,
  WELLNESS_EXPORT_FILE,
  type GlobalModuleId,
  type Permission,
} from '@console/contract';

/**
 * The five messaging modules as data: what the shared content engine (routes, rules, lists)
 * and the delivery job need to know about each. The modules' own folders hold their tables and
 * their extra fields; everything they have in common is driven from here.
 */
export interface ContentKind {
  key: 'announcement' | 'wellness' | 'marketing' | 'notification' | 'sms';
  /** The module's table. */
  table: string;
  /** The calls' path under /api. */
  path: string;
  globalModule: GlobalModuleId;
  access: { read: Permission; create: Permission; update: Permission };
  /** Has categories (GET/POST/PUT/DELETE {path}/category). */
  categories: boolean;
  /** How a sent item reaches people: push to app users, or SMS to every phone number. */
  channel: 'push' | 'sms';
  exportFile: string;
  /** Server setting listing users for whom the module is hidden (and its calls refused). */
  hiddenForUsersSetting?: string;
}

const single = (permission: Permission) => ({
  read: permission,
  create: permission,
  update: permission,
});

export const CONTENT_KINDS = {
  announcement: {
    key: 'announcement',
    table: 'announcements',
    path: '/announcement',
    globalModule: GlobalModule.announcement,
    access: {
      read: 'announcement_read',
      create: 'announcement_create',
      update: 'announcement_update',
    },
    categories: true,
    channel: 'push',
    exportFile: ANNOUNCEMENT_EXPORT_FILE,
  },
  wellness: {
    key: 'wellness',
    table: 'wellness_items',
    path: '/wellness',
    globalModule: GlobalModule.wellness,
    access: single('wellness'),
    categories: true,
    channel: 'push',
    exportFile: WELLNESS_EXPORT_FILE,
  },
  marketing: {
    key: 'marketing',
    table: 'marketing_items',
    path: '/marketing',
    globalModule: GlobalModule.marketing,
    access: single('marketing'),
    categories: false,
    channel: 'push',
    exportFile: MARKETING_EXPORT_FILE,
    hiddenForUsersSetting: ServerSettingKey.messagingHiddenUserIds,
  },
  notification: {
    key: 'notification',
    table: 'notifications',
    path: '/notification',
    globalModule: GlobalModule.push_notification,
    access: single('notification'),
    categories: false,
    channel: 'push',
    exportFile: NOTIFICATION_EXPORT_FILE,
  },
  sms: {
    key: 'sms',
    table: 'sms_messages',
    path: '/sms',
    globalModule: GlobalModule.sms,
    access: single('sms'),
    categories: false,
    channel: 'sms',
    exportFile: SMS_EXPORT_FILE,
    hiddenForUsersSetting: ServerSettingKey.messagingHiddenUserIds,
  },
} as const satisfies Record<ContentKind['key'], ContentKind>;

export type ContentKindKey = keyof typeof CONTENT_KINDS;
export const contentKind = (key: ContentKindKey): ContentKind => CONTENT_KINDS[key];
