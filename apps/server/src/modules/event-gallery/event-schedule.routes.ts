import { eventGalleryEndpoints as endpoints, type Permission } from '@console/contract';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../platform/core/http/endpoint-route.ts';
import { sendList } from '../../platform/kit/lists/send-list.ts';
import { scheduleListSpec, schedulesSince } from './event-schedule.repo.ts';
import {
  createSchedules,
  deleteSchedules,
  updateSchedule,
  updateSchedulesInBulk,
} from './event-schedule.service.ts';
import { requestContext } from '../../platform/core/http/request-context.ts';

// Event schedules (001 §7): the 6-month window, the paged v2 list, create (several at once),
// edit one, edit several, delete several.

const MANAGE: readonly Permission[] = ['event_schedule_create', 'event_gallery_admin'];

export const eventScheduleRoutes: FastifyPluginAsync = async (app) => {
  const { db, database } = app.services;

  routeEndpoint(app, endpoints.scheduleWindow, {
    access: 'eventsgallery_read',
    handler: (request) =>
      schedulesSince(db, {
        months: request.query.number_of_past_months,
        academicYearId: request.query.academic_year_id,
        eventTypeId: request.query.event_type_id,
        boardType: request.query.board_type,
      }),
  });

  routeEndpoint(app, endpoints.schedulePage, {
    access: 'eventsgallery_read',
    handler: (request, reply) =>
      sendList(reply, database, request.query, scheduleListSpec(request.query)),
  });

  routeEndpoint(app, endpoints.createSchedules, {
    access: MANAGE,
    handler: (request) => createSchedules(requestContext(db, request), request.body.schedules),
  });

  routeEndpoint(app, endpoints.updateSchedules, {
    access: MANAGE,
    handler: (request) => updateSchedulesInBulk(requestContext(db, request), request.body),
  });

  routeEndpoint(app, endpoints.deleteSchedules, {
    access: MANAGE,
    handler: (request) => deleteSchedules(requestContext(db, request), request.body.ids),
  });

  routeEndpoint(app, endpoints.updateSchedule, {
    access: MANAGE,
    handler: (request) =>
      updateSchedule(requestContext(db, request), request.params.id, request.body),
  });
};
