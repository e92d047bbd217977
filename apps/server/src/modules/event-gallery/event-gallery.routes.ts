import {
  EVENT_GALLERY_EXPORT_FILE,
  errorBody,
  eventBody,
  eventItem,
  eventListQuery,
  eventParams,
  eventRatingBody,
  eventStatusBody,
  eventUpdateBody,
  imageRatingParams,
  imageRatingQuery,
  type EventItem,
  type Permission,
} from '@console/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../platform/http/zod-schemas.ts';
import { sendList } from '../../platform/lists/send-list.ts';
import {
  changeEventStatus,
  createEvent,
  deleteEvent,
  eventDetail,
  eventList,
  updateEventItem,
} from './event-gallery.service.ts';
import { toEvent } from './event-item-sql.ts';
import { rateEvent, rateImage } from './event-ratings.ts';

// The event calls of 001 §7: list (with export), detail, create, edit, delete, the status call
// and the two rating calls. HTTP only: the rules are in the services.

/** Who may change events: the update permission, the admin, or (their own) the creator. */
const CHANGE: readonly Permission[] = [
  'eventsgallery_update',
  'eventsgallery_create',
  'event_gallery_admin',
];

export const eventGalleryItemRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, database } = app.services;

  app.get(
    '/event_gallery',
    {
      config: { access: 'eventsgallery_read' },
      schema: {
        summary: `Events (x-total-count); export=true downloads ${EVENT_GALLERY_EXPORT_FILE}`,
        querystring: eventListQuery,
        response: { 200: z.array(eventItem), 403: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const spec = await eventList({ db, auth: request.auth! }, request.query);
      const result = await sendList(reply, database, request.query, spec);
      return Array.isArray(result) ? result.map((row) => toEvent(row)) : result;
    },
  );

  app.get(
    '/event_gallery/:id',
    {
      config: { access: 'eventsgallery_read' },
      schema: {
        summary: 'One event (404 when outside your scope)',
        params: eventParams,
        response: { 200: eventItem, 404: errorBody },
      },
    },
    async (request) => eventDetail({ db, auth: request.auth! }, request.params.id),
  );

  app.post(
    '/event_gallery',
    {
      config: { access: 'eventsgallery_create' },
      schema: {
        summary: 'Create an event (published, scheduled or a draft) at a branch within your scope',
        body: eventBody,
        response: { 201: eventItem, 403: errorBody, 409: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const created = await createEvent({ db, auth: request.auth! }, request.body);
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/event_gallery/:id',
    {
      config: { access: CHANGE },
      schema: {
        summary: 'Edit an event (creators their own; update and admin holders any in scope)',
        params: eventParams,
        body: eventUpdateBody,
        response: {
          200: eventItem,
          403: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
        },
      },
    },
    async (request) =>
      updateEventItem({ db, auth: request.auth! }, request.params.id, request.body),
  );

  app.delete(
    '/event_gallery/:id',
    {
      config: { access: CHANGE },
      schema: {
        summary: 'Delete an event (kept with status -1; a rated one only by an admin)',
        params: eventParams,
        response: { 204: z.null(), 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      await deleteEvent({ db, auth: request.auth! }, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/event_gallery/:id/status',
    {
      config: { access: CHANGE },
      schema: {
        summary: 'Publish, schedule, hide or move back to draft (409 for a refused move)',
        params: eventParams,
        body: eventStatusBody,
        response: {
          200: eventItem,
          403: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
        },
      },
    },
    async (request) =>
      changeEventStatus({ db, auth: request.auth! }, request.params.id, request.body),
  );

  app.post(
    '/event_gallery/rating',
    {
      config: { access: 'event_gallery_image_rating' },
      schema: {
        summary: 'Rate a published event (R&D Head 1068; Zonal Coordinators 979, 980, 970, 1089)',
        body: eventRatingBody,
        response: {
          200: eventItem,
          403: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
        },
      },
    },
    async (request): Promise<EventItem> =>
      rateEvent({ db, auth: request.auth! }, request.body.event_id, request.body.rating),
  );

  app.post(
    '/event_gallery/image_rating/:event_id/:media_file_id',
    {
      config: { access: 'event_gallery_image_rating' },
      schema: {
        summary: 'Rate one image of a published event (same raters as the event rating)',
        params: imageRatingParams,
        querystring: imageRatingQuery,
        response: {
          200: eventItem,
          403: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
        },
      },
    },
    async (request): Promise<EventItem> =>
      rateImage(
        { db, auth: request.auth! },
        request.params.event_id,
        request.params.media_file_id,
        request.query.rating,
      ),
  );
};
