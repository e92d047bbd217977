import { eventGalleryEndpoints as endpoints, type Permission } from '@console/contract';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../platform/core/http/endpoint-route.ts';
import { sendList } from '../../platform/kit/lists/send-list.ts';
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
import { requestContext } from '../../platform/core/http/request-context.ts';

// The event calls of 001 §7: list (with export), detail, create, edit, delete, the status call
// and the two rating calls. HTTP only: the rules are in the services, the endpoints in the
// contract.

/** Who may change events: the update permission, the admin, or (their own) the creator. */
const CHANGE: readonly Permission[] = [
  'eventsgallery_update',
  'eventsgallery_create',
  'event_gallery_admin',
];

export const eventGalleryItemRoutes: FastifyPluginAsync = async (app) => {
  const { db, database } = app.services;

  routeEndpoint(app, endpoints.list, {
    access: 'eventsgallery_read',
    handler: async (request, reply) => {
      const spec = await eventList(requestContext(db, request), request.query);
      const result = await sendList(reply, database, request.query, spec);
      return Array.isArray(result) ? result.map((row) => toEvent(row)) : result;
    },
  });

  routeEndpoint(app, endpoints.detail, {
    access: 'eventsgallery_read',
    handler: (request) => eventDetail(requestContext(db, request), request.params.id),
  });

  routeEndpoint(app, endpoints.create, {
    access: 'eventsgallery_create',
    handler: (request) => createEvent(requestContext(db, request), request.body),
  });

  routeEndpoint(app, endpoints.update, {
    access: CHANGE,
    handler: (request) =>
      updateEventItem(requestContext(db, request), request.params.id, request.body),
  });

  routeEndpoint(app, endpoints.delete, {
    access: CHANGE,
    handler: (request) => deleteEvent(requestContext(db, request), request.params.id),
  });

  routeEndpoint(app, endpoints.changeStatus, {
    access: CHANGE,
    handler: (request) =>
      changeEventStatus(requestContext(db, request), request.params.id, request.body),
  });

  routeEndpoint(app, endpoints.rate, {
    access: 'event_gallery_image_rating',
    handler: (request) =>
      rateEvent(requestContext(db, request), request.body.event_id, request.body.rating),
  });

  routeEndpoint(app, endpoints.rateImage, {
    access: 'event_gallery_image_rating',
    handler: (request) =>
      rateImage(
        requestContext(db, request),
        request.params.event_id,
        request.params.media_file_id,
        request.query.rating,
      ),
  });
};
