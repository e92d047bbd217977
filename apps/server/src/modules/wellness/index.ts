import { contentAttachmentReader } from '../../platform/content/content-attachments.ts';
import { contentRoutes } from '../../platform/content/content.routes.ts';
import { wellnessContent } from './wellness.content.ts';

export const wellnessRoutes = contentRoutes(wellnessContent);
export const wellnessAttachments = contentAttachmentReader(wellnessContent.kind);
