import type { FastifyPluginAsync } from 'fastify';
import { eventGalleryItemRoutes } from './event-gallery.routes.ts';
import { eventReportRoutes } from './event-reports.routes.ts';
import { eventScheduleRoutes } from './event-schedule.routes.ts';

export { eventGalleryAttachments } from './event-attachments.ts';

/** The event gallery (001): events, ratings, schedules, completion, MIS report, inputs. */
export const eventGalleryRoutes: FastifyPluginAsync = async (app) => {
  await app.register(eventGalleryItemRoutes);
  await app.register(eventScheduleRoutes);
  await app.register(eventReportRoutes);
};
