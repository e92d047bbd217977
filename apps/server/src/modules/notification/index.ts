import type { FastifyPluginAsync } from 'fastify';
import { contentAttachmentReader } from '../../platform/content/content-attachments.ts';
import { contentRoutes } from '../../platform/content/content.routes.ts';
import { defineServerModule } from '../../platform/modules/server-module.ts';
import { notificationReachRoutes } from './notification-reach.routes.ts';
import { notificationContent } from './notification.content.ts';

/** Push notifications: a messaging module on the content engine, with its own reach count. */
const notificationRoutes: FastifyPluginAsync = async (app) => {
  await app.register(contentRoutes(notificationContent));
  await app.register(notificationReachRoutes);
};

export const manifest = defineServerModule({
  id: 'notification',
  routes: notificationRoutes,
  attachmentReaders: [contentAttachmentReader(notificationContent.kind)],
});
