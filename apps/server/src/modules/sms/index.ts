import { contentAttachmentReader } from '../../platform/content/content-attachments.ts';
import { contentRoutes } from '../../platform/content/content.routes.ts';
import { smsContent } from './sms.content.ts';

export const smsRoutes = contentRoutes(smsContent);
export const smsAttachments = contentAttachmentReader(smsContent.kind);
