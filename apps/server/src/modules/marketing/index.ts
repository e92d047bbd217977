import { contentAttachmentReader } from '../../platform/content/content-attachments.ts';
import { contentRoutes } from '../../platform/content/content.routes.ts';
import { defineServerModule } from '../../platform/modules/server-module.ts';
import { marketingContent } from './marketing.content.ts';

/** A messaging module on the content engine. */
export const manifest = defineServerModule({
  id: 'marketing',
  routes: contentRoutes(marketingContent),
  attachmentReaders: [contentAttachmentReader(marketingContent.kind)],
});
