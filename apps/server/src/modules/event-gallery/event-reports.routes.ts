import { eventGalleryEndpoints as endpoints } from '@console/contract';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../platform/core/http/endpoint-route.ts';
import { sendList } from '../../platform/kit/lists/send-list.ts';
import { branchScheduleCompletion } from './event-completion.ts';
import { misReportSpec } from './event-mis-report.ts';
import { eventModuleInputs } from './event-module-inputs.ts';
import { requestContext } from '../../platform/core/http/request-context.ts';

// The gallery's reports and inputs (001 §7): branch-wise schedule completion, the MIS report
// and the lists its forms and filters offer.

export const eventReportRoutes: FastifyPluginAsync = async (app) => {
  const { db, database } = app.services;

  routeEndpoint(app, endpoints.scheduleCompletion, {
    access: 'eventsgallery_read',
    handler: (request) => branchScheduleCompletion(requestContext(db, request), request.query),
  });

  routeEndpoint(app, endpoints.misReport, {
    access: 'eventsgallery_read',
    handler: async (request, reply) => {
      const spec = await misReportSpec(requestContext(db, request), request.query);
      return sendList(reply, database, request.query, spec);
    },
  });

  routeEndpoint(app, endpoints.moduleInputs, {
    access: 'eventsgallery_read',
    handler: (request) => eventModuleInputs(requestContext(db, request)),
  });
};
