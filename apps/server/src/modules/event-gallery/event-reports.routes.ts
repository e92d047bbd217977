import {
  EVENT_MIS_REPORT_FILE,
  branchScheduleCompletionAnswer,
  branchScheduleCompletionQuery,
  errorBody,
  eventModuleInputs as eventModuleInputsAnswer,
  misReportQuery,
  misReportRow,
} from '@console/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../platform/http/zod-schemas.ts';
import { sendList } from '../../platform/lists/send-list.ts';
import { branchScheduleCompletion } from './event-completion.ts';
import { misReportSpec } from './event-mis-report.ts';
import { eventModuleInputs } from './event-module-inputs.ts';

// The gallery's reports and inputs (001 §7): branch-wise schedule completion, the MIS report
// and the lists its forms and filters offer.

export const eventReportRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, database } = app.services;

  app.get(
    '/event_gallery/branch_schedule_completion',
    {
      config: { access: 'eventsgallery_read' },
      schema: {
        summary: 'Per branch in scope: schedules expected, answered, rated; the rating users',
        querystring: branchScheduleCompletionQuery,
        response: { 200: branchScheduleCompletionAnswer, 422: errorBody },
      },
    },
    async (request) => branchScheduleCompletion({ db, auth: request.auth! }, request.query),
  );

  app.get(
    '/event_gallery/mis_report',
    {
      config: { access: 'eventsgallery_read' },
      schema: {
        summary: `Per branch in scope (x-total-count); export=true downloads ${EVENT_MIS_REPORT_FILE}; 403 'Segment access is not permitted'`,
        querystring: misReportQuery,
        response: { 200: z.array(misReportRow), 403: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const spec = await misReportSpec({ db, auth: request.auth! }, request.query);
      return sendList(reply, database, request.query, spec);
    },
  );

  app.get(
    '/event_gallery/module_inputs',
    {
      config: { access: 'eventsgallery_read' },
      schema: {
        summary: 'Event types, boards, subjects, courses, segments, filters; whether you may rate',
        response: { 200: eventModuleInputsAnswer },
      },
    },
    async (request) => eventModuleInputs({ db, auth: request.auth! }),
  );
};
