import { gatePassEndpoints as endpoints, type GatePassRow } from '@console/contract';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../platform/core/http/endpoint-route.ts';
import { sendList } from '../../platform/kit/lists/send-list.ts';
import {
  addAuthorizedMember,
  archiveAuthorizedMember,
  listAuthorizedMembers,
} from './authorized-members.service.ts';
import { listSorting } from './gate-pass-list.ts';
import {
  decideGatePass,
  decidePickup,
  gatePassDetail as readGatePass,
  gatePassList,
  gatePassModuleInfo as readModuleInfo,
} from './gate-pass.service.ts';
import { requestContext } from '../../platform/core/http/request-context.ts';

/**
 * The gate-pass calls of 001 §7, HTTP only: reads need gatepass_read, changes gatepass_update;
 * the rules are in the services, the endpoints (paths, schemas) in the contract.
 */
export const gatePassRoutes: FastifyPluginAsync = async (app) => {
  const { db, database } = app.services;

  routeEndpoint(app, endpoints.moduleInfo, {
    access: 'gatepass_read',
    handler: () => readModuleInfo(db),
  });

  routeEndpoint(app, endpoints.list, {
    access: 'gatepass_read',
    handler: async (request, reply) => {
      const query = request.query;
      const spec = await gatePassList(requestContext(db, request), query);
      return sendList<GatePassRow>(reply, database, { ...query, ...listSorting(query) }, spec);
    },
  });

  routeEndpoint(app, endpoints.detail, {
    access: 'gatepass_read',
    handler: (request) =>
      readGatePass(requestContext(db, request), request.params.id, request.query.academic_year_id),
  });

  routeEndpoint(app, endpoints.decide, {
    access: 'gatepass_update',
    handler: (request) =>
      decideGatePass(
        requestContext(db, request),
        request.params.id,
        request.body,
        request.query.academic_year_id,
      ),
  });

  routeEndpoint(app, endpoints.decidePickup, {
    access: 'gatepass_update',
    handler: (request) =>
      decidePickup(
        requestContext(db, request),
        request.params.gate_pass_id,
        request.params.member_id,
        request.body,
        request.query.academic_year_id,
      ),
  });

  routeEndpoint(app, endpoints.authorizedMembers, {
    access: 'gatepass_read',
    handler: (request) =>
      listAuthorizedMembers(
        requestContext(db, request),
        request.params.admission,
        request.query.academic_year_id,
      ),
  });

  routeEndpoint(app, endpoints.addAuthorizedMember, {
    access: 'gatepass_update',
    handler: (request) =>
      addAuthorizedMember(
        requestContext(db, request),
        request.params.admission,
        request.body,
        request.query.academic_year_id,
      ),
  });

  routeEndpoint(app, endpoints.archiveAuthorizedMember, {
    access: 'gatepass_update',
    handler: (request) =>
      archiveAuthorizedMember(
        requestContext(db, request),
        request.params.admission,
        request.body,
        request.query.academic_year_id,
      ),
  });
};
