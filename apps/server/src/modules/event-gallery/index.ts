import type { FastifyPluginAsync } from 'fastify';
import { defineServerModule } from '../../platform/modules/server-module.ts';
import { eventGalleryAttachments } from './event-attachments.ts';
import { eventGalleryItemRoutes } from './event-gallery.routes.ts';
import { seedEventGallery } from './event-gallery.seed.ts';
import { eventReportRoutes } from './event-reports.routes.ts';
import { eventScheduleRoutes } from './event-schedule.routes.ts';

/** The event gallery (001): events, ratings, schedules, completion, MIS report, inputs. */
const eventGalleryRoutes: FastifyPluginAsync = async (app) => {
  await app.register(eventGalleryItemRoutes);
  await app.register(eventScheduleRoutes);
  await app.register(eventReportRoutes);
};

export const manifest = defineServerModule({
  id: 'event-gallery',
  routes: eventGalleryRoutes,
  attachmentReaders: [eventGalleryAttachments],
  demoSeed: { label: 'event gallery', run: (tx, size) => seedEventGallery(tx, { size }) },
});
