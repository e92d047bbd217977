import {
  archiveAuthorizedMemberBody,
  authorizedMember,
  authorizedMemberBody,
  errorBody,
  gatePassAdmissionParams,
  gatePassDecision,
  gatePassDecisionBody,
  gatePassDetail,
  gatePassListQuery,
  gatePassMemberParams,
  gatePassModuleInfo,
  gatePassParams,
  gatePassRow,
  gatePassYearQuery,
  pickupDecision,
  pickupDecisionBody,
  type GatePassRow,
} from '@console/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../platform/http/zod-schemas.ts';
import { sendList } from '../../platform/lists/send-list.ts';
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

/**
 * The gate-pass calls of 001 §7, HTTP only: reads need gatepass_read, changes gatepass_update;
 * the rules are in the services. Paths keep the documents' spelling (`/gate_pass/…`).
 */
export const gatePassRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, database } = app.services;

  app.get(
    '/gate_pass/module_info',
    {
      config: { access: 'gatepass_read' },
      schema: {
        summary: 'Rejection reasons and the limits the gate-pass rules use',
        response: { 200: gatePassModuleInfo },
      },
    },
    async () => readModuleInfo(db),
  );

  app.get(
    '/gate_pass',
    {
      config: { access: 'gatepass_read' },
      schema: {
        summary: 'List (x-total-count); export=true downloads gate-passes.csv',
        querystring: gatePassListQuery,
        response: { 200: z.array(gatePassRow), 403: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const spec = await gatePassList({ db, auth: request.auth! }, query);
      return sendList<GatePassRow>(reply, database, { ...query, ...listSorting(query) }, spec);
    },
  );

  app.get(
    '/gate_pass/:id',
    {
      config: { access: 'gatepass_read' },
      schema: {
        summary: 'One pass with the student’s authorized members and its entry/exit logs',
        params: gatePassParams,
        querystring: gatePassYearQuery,
        response: { 200: gatePassDetail, 403: errorBody, 404: errorBody },
      },
    },
    async (request) =>
      readGatePass({ db, auth: request.auth! }, request.params.id, request.query.academic_year_id),
  );

  app.put(
    '/gate_pass/:id',
    {
      config: { access: 'gatepass_update' },
      schema: {
        summary: 'Approve (2) or reject (3, with a reason) a pass waiting for approval',
        params: gatePassParams,
        querystring: gatePassYearQuery,
        body: gatePassDecisionBody,
        response: {
          200: gatePassDecision,
          403: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
        },
      },
    },
    async (request) =>
      decideGatePass(
        { db, auth: request.auth! },
        request.params.id,
        request.body,
        request.query.academic_year_id,
      ),
  );

  app.put(
    '/gate_pass/:gate_pass_id/member/:member_id',
    {
      config: { access: 'gatepass_update' },
      schema: {
        summary:
          'Approve or reject a pickup person not on the authorized list (member_id: the entry/exit log)',
        params: gatePassMemberParams,
        querystring: gatePassYearQuery,
        body: pickupDecisionBody,
        response: {
          200: pickupDecision,
          403: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
        },
      },
    },
    async (request) =>
      decidePickup(
        { db, auth: request.auth! },
        request.params.gate_pass_id,
        request.params.member_id,
        request.body,
        request.query.academic_year_id,
      ),
  );

  app.get(
    '/gate_pass/:admission/student_authorized_members',
    {
      config: { access: 'gatepass_read' },
      schema: {
        summary: 'A student’s authorized members, archived last',
        params: gatePassAdmissionParams,
        querystring: gatePassYearQuery,
        response: { 200: z.array(authorizedMember), 403: errorBody, 404: errorBody },
      },
    },
    async (request) =>
      listAuthorizedMembers(
        { db, auth: request.auth! },
        request.params.admission,
        request.query.academic_year_id,
      ),
  );

  app.post(
    '/gate_pass/:admission/student_authorized_member',
    {
      config: { access: 'gatepass_update' },
      schema: {
        summary: 'Add an authorized member to a student',
        params: gatePassAdmissionParams,
        querystring: gatePassYearQuery,
        body: authorizedMemberBody,
        response: {
          201: authorizedMember,
          403: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
        },
      },
    },
    async (request, reply) => {
      const member = await addAuthorizedMember(
        { db, auth: request.auth! },
        request.params.admission,
        request.body,
        request.query.academic_year_id,
      );
      return reply.status(201).send(member);
    },
  );

  app.put(
    '/gate_pass/:admission/archive_authorized_member',
    {
      config: { access: 'gatepass_update' },
      schema: {
        summary: 'Archive or unarchive an authorized member (204)',
        params: gatePassAdmissionParams,
        querystring: gatePassYearQuery,
        body: archiveAuthorizedMemberBody,
        response: { 204: z.null(), 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      await archiveAuthorizedMember(
        { db, auth: request.auth! },
        request.params.admission,
        request.body,
        request.query.academic_year_id,
      );
      return reply.status(204).send(null);
    },
  );
};
