import {
  EVENT_SCHEDULE_EXPORT_FILE,
  errorBody,
  eventSchedule,
  eventScheduleBulkUpdateBody,
  eventScheduleCreateBody,
  eventScheduleDeleteAnswer,
  eventScheduleDeleteBody,
  eventScheduleListQuery,
  eventScheduleParams,
  eventScheduleQuery,
  eventScheduleUpdateBody,
  type Permission,
} from '@console/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../platform/http/zod-schemas.ts';
import { sendList } from '../../platform/lists/send-list.ts';
import { scheduleListSpec, schedulesSince } from './event-schedule.repo.ts';
import {
  createSchedules,
  deleteSchedules,
  updateSchedule,
  updateSchedulesInBulk,
} from './event-schedule.service.ts';

// Event schedules (001 §7): the 6-month window, the paged v2 list, create (several at once),
// edit one, edit several, delete several.

const MANAGE: readonly Permission[] = ['event_schedule_create', 'event_gallery_admin'];

export const eventScheduleRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, database } = app.services;

  app.get(
    '/event_gallery/event_schedule',
    {
      config: { access: 'eventsgallery_read' },
      schema: {
        summary: 'Schedules from number_of_past_months back (default 6) on, oldest first',
        querystring: eventScheduleQuery,
        response: { 200: z.array(eventSchedule), 422: errorBody },
      },
    },
    async (request) =>
      schedulesSince(db, {
        months: request.query.number_of_past_months,
        academicYearId: request.query.academic_year_id,
        eventTypeId: request.query.event_type_id,
        boardType: request.query.board_type,
      }),
  );

  app.get(
    '/event_gallery/event_schedule_v2',
    {
      config: { access: 'eventsgallery_read' },
      schema: {
        summary: `Schedules, paged (x-total-count); export=true downloads ${EVENT_SCHEDULE_EXPORT_FILE}`,
        querystring: eventScheduleListQuery,
        response: { 200: z.array(eventSchedule), 422: errorBody },
      },
    },
    async (request, reply) =>
      sendList(reply, database, request.query, scheduleListSpec(request.query)),
  );

  app.post(
    '/event_gallery/event_schedule',
    {
      config: { access: MANAGE },
      schema: {
        summary: 'Create schedules (1 to 100, all or none)',
        body: eventScheduleCreateBody,
        response: { 201: z.array(eventSchedule), 422: errorBody },
      },
    },
    async (request, reply) => {
      const created = await createSchedules({ db, auth: request.auth! }, request.body.schedules);
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/event_gallery/event_schedule',
    {
      config: { access: MANAGE },
      schema: {
        summary: 'Change the given fields of several schedules (all or none)',
        body: eventScheduleBulkUpdateBody,
        response: { 200: z.array(eventSchedule), 404: errorBody, 422: errorBody },
      },
    },
    async (request) => updateSchedulesInBulk({ db, auth: request.auth! }, request.body),
  );

  app.put(
    '/event_gallery/event_schedule/delete',
    {
      config: { access: MANAGE },
      schema: {
        summary: 'Delete several schedules (all or none; kept for audit)',
        body: eventScheduleDeleteBody,
        response: { 200: eventScheduleDeleteAnswer, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => deleteSchedules({ db, auth: request.auth! }, request.body.ids),
  );

  app.put(
    '/event_gallery/event_schedule/:id',
    {
      config: { access: MANAGE },
      schema: {
        summary: 'Edit one schedule',
        params: eventScheduleParams,
        body: eventScheduleUpdateBody,
        response: { 200: eventSchedule, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => updateSchedule({ db, auth: request.auth! }, request.params.id, request.body),
  );
};
