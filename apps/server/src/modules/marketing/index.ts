import { contentAttachmentReader } from '../../platform/content/content-attachments.ts';
import { contentRoutes } from '../../platform/content/content.routes.ts';
import { marketingContent } from './marketing.content.ts';

export const marketingRoutes = contentRoutes(marketingContent);
export const marketingAttachments = contentAttachmentReader(marketingContent.kind);
