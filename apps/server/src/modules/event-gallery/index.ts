import type { FastifyPluginAsync } from 'fastify';
import { readableWhen } from '../../platform/core/audit/audited-tables.ts';
import { defineServerModule } from '../../platform/modules/server-module.ts';
import { eventGalleryAttachments } from './event-attachments.ts';
import { eventGalleryItemRoutes } from './event-gallery.routes.ts';
import { eventInScope } from './event-gallery.service.ts';
import {
  eventGalleryItems,
  eventImageRatings,
  eventRatings,
  eventSchedules,
} from './event-gallery.table.ts';
import { seedEventGallery } from './event-gallery.seed.ts';
import { eventReportRoutes } from './event-reports.routes.ts';
import { eventScheduleRoutes } from './event-schedule.routes.ts';
import { eventSearcher } from './event-search.ts';

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
  searchers: [eventSearcher],
  audited: [
    {
      table: eventGalleryItems,
      readable: readableWhen('eventsgallery_read', (db, auth, id) =>
        eventInScope({ db, auth }, id),
      ),
    },
    // Ratings of the event and of its photos are part of the event's story.
    { table: eventRatings, itemType: 'event_gallery_items', idColumn: 'event_id' },
    { table: eventImageRatings, itemType: 'event_gallery_items', idColumn: 'event_id' },
    { table: eventSchedules },
  ],
});
