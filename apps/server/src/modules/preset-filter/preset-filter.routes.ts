import {
  Messages,
  errorBody,
  presetFilter,
  presetFilterBody,
  presetFilterListQuery,
  queryInt4Id,
} from '@console/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../platform/core/http/http-error.ts';
import type { ZodTypeProvider } from '../../platform/core/http/zod-schemas.ts';
import {
  createPresetFilter,
  deletePresetFilter,
  listPresetFilters,
  updatePresetFilter,
} from './preset-filter.repo.ts';

const idParams = z.strictObject({ id: queryInt4Id });

/** Saved filters of list pages: each user sees and changes only their own. */
export const presetFilterRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = app.services.db;

  api.get(
    '/preset_filter',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'My saved filters of one list page',
        querystring: presetFilterListQuery,
        response: { 200: z.array(presetFilter), 422: errorBody },
      },
    },
    async (request, reply) => {
      const rows = await listPresetFilters(db, request.auth!.userId, request.query.page);
      reply.header('x-total-count', String(rows.length));
      return rows;
    },
  );

  api.post(
    '/preset_filter',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'Save a filter of a list page',
        body: presetFilterBody,
        response: { 201: presetFilter, 422: errorBody },
      },
    },
    async (request, reply) => {
      const row = await createPresetFilter(db, request.auth!.userId, request.body);
      return reply.status(201).send(row);
    },
  );

  api.put(
    '/preset_filter/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'Change one of my saved filters',
        params: idParams,
        body: presetFilterBody,
        response: { 200: presetFilter, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const row = await updatePresetFilter(
        db,
        request.auth!.userId,
        request.params.id,
        request.body,
      );
      // Another user's filter is answered exactly like a missing one.
      if (!row) throw notFound(Messages.notFound);
      return row;
    },
  );

  api.delete(
    '/preset_filter/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'Delete one of my saved filters',
        params: idParams,
        response: { 204: z.null(), 404: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      if (!(await deletePresetFilter(db, request.auth!.userId, request.params.id))) {
        throw notFound(Messages.notFound);
      }
      return reply.status(204).send(null);
    },
  );
};
