import type { FastifyPluginAsync } from 'fastify';
import { EVENT_STATUSES, findModule } from '@console/contract';
import { sql } from 'drizzle-orm';
import { titlesById } from '../../platform/core/audit/audit-titles.ts';
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
      labels: {
        noun: ['event', 'events'],
        fields: { created_by: 'Created by', updated_by: 'Changed by' },
        codes: { status: EVENT_STATUSES.labels },
        people: ['created_by', 'updated_by'],
        verbs: {
          field: 'status',
          to: { 0: 'hid', 1: 'published', 2: 'scheduled', 3: 'moved to draft' },
        },
        titles: titlesById('event_gallery_items', sql`t.title`),
        path: `${findModule('event-gallery')!.path}/:id`,
      },
      readable: readableWhen('eventsgallery_read', (db, auth, id) =>
        eventInScope({ db, auth }, id),
      ),
    },
    // Ratings of the event and of its photos are part of the event's story.
    {
      table: eventRatings,
      itemType: 'event_gallery_items',
      idColumn: 'event_id',
      labels: {
        noun: ['rating', 'ratings'],
        actions: { created: 'rated', changed: 'changed a rating of' },
      },
    },
    {
      table: eventImageRatings,
      itemType: 'event_gallery_items',
      idColumn: 'event_id',
      labels: {
        noun: ['photo rating', 'photo ratings'],
        actions: { created: 'rated the photos of', changed: 'changed a photo rating of' },
      },
    },
    {
      table: eventSchedules,
      labels: { noun: ['event schedule', 'event schedules'], people: ['created_by', 'updated_by'] },
    },
  ],
});
