import type { FastifyPluginAsync } from 'fastify';
import { contentAttachmentReader } from '../../platform/content/content-attachments.ts';
import { contentRoutes } from '../../platform/content/content.routes.ts';
import { notificationReachRoutes } from './notification-reach.routes.ts';
import { notificationContent } from './notification.content.ts';

export const notificationRoutes: FastifyPluginAsync = async (app) => {
  await app.register(contentRoutes(notificationContent));
  await app.register(notificationReachRoutes);
};
export const notificationAttachments = contentAttachmentReader(notificationContent.kind);
