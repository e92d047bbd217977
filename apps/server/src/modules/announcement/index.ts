import { contentAttachmentReader } from '../../platform/content/content-attachments.ts';
import { contentRoutes } from '../../platform/content/content.routes.ts';
import { defineServerModule } from '../../platform/modules/server-module.ts';
import { announcementContent } from './announcement.content.ts';

/** A messaging module on the content engine. */
export const manifest = defineServerModule({
  id: 'announcement',
  routes: contentRoutes(announcementContent),
  attachmentReaders: [contentAttachmentReader(announcementContent.kind)],
});
