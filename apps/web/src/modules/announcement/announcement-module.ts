import {
  ANNOUNCEMENT_EXPORT_FILE,
  GlobalModule,
  announcementEndpoints,
  type Announcement,
} from '@console/contract';
import type { ContentModule } from '../../platform/engines/content/content-module.ts';

/** Announcements (000 §2, §3, §7): categories and the side menu with its write button. */
export const announcementModule: ContentModule<Announcement> = {
  moduleId: 'announcement',
  title: 'Announcements',
  singular: 'Announcement',
  path: '/announcement',
  endpoints: announcementEndpoints,
  auditItemType: 'announcements',
  globalModule: GlobalModule.announcement,
  permissions: {
    read: 'announcement_read',
    create: 'announcement_create',
    update: 'announcement_update',
  },
  exportFileName: ANNOUNCEMENT_EXPORT_FILE,
  // 000 §7: PUT /announcement/category, the id in the body.
  categories: { updateWithIdInBody: true },
  sideMenu: {
    writeLabel: 'Create Announcement',
    readOnlyLabel: 'Announcements',
    dateFilter: true,
  },
  opensTracked: true,
  // Parents the app does not reach can be texted the same message afterwards.
  phoneOnlySms: { moduleId: 'sms', formPath: '/sms/form', permission: 'sms' },
};
