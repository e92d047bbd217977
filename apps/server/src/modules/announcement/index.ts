import { contentAttachmentReader } from '../../platform/content/content-attachments.ts';
import { contentRoutes } from '../../platform/content/content.routes.ts';
import { announcementContent } from './announcement.content.ts';

export const announcementRoutes = contentRoutes(announcementContent);
export const announcementAttachments = contentAttachmentReader(announcementContent.kind);
