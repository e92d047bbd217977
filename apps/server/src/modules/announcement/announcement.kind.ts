import { ANNOUNCEMENT_EXPORT_FILE, GlobalModule } from '@console/contract';
import { defineContentKind } from '../../platform/engines/content/content-kinds.ts';

/** Announcements (000 §3, §7) as the content engine knows them. */
export const announcementKind = defineContentKind({
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
});
