import { ANNOUNCEMENT_EXPORT_FILE, GlobalModule, announcementEndpoints } from '@console/contract';
import { defineContentKind } from '../../platform/engines/content/content-kinds.ts';

/** Announcements (000 §3, §7) as the content engine knows them. */
export const announcementKind = defineContentKind({
  key: 'announcement',
  table: 'announcements',
  endpoints: announcementEndpoints,
  globalModule: GlobalModule.announcement,
  access: {
    read: 'announcement_read',
    create: 'announcement_create',
    update: 'announcement_update',
  },
  channel: 'push',
  exportFile: ANNOUNCEMENT_EXPORT_FILE,
});
