import {
  CONTENT_RESTORE_MINUTES,
  Messages,
  contentItemQuery,
  contentParams,
  contentStatusBody,
  errorBody,
} from '@console/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../core/http/zod-schemas.ts';
import { sendList } from '../../kit/lists/send-list.ts';
import { recordAuthEvent } from '../../core/auth/auth-events.ts';
import { forbidden } from '../../core/http/http-error.ts';
import { isHiddenFor } from './content-access.ts';
import { contentCategoryRoutes } from './content-categories.routes.ts';
import { toItem } from './content-item-sql.ts';
import type { ContentBody, ContentListQuery, ContentModule } from './content-module.ts';
import {
  changeContentStatus,
  contentDetail,
  contentList,
  createContent,
  restoreContent,
  updateContent,
} from './content.service.ts';
import { requestContext } from '../../core/http/request-context.ts';

/**
 * The calls of one messaging module (000 §7, 002 §7): list (with export), detail, create, edit,
 * delete, the status call, and the categories where the module has them. HTTP only: the rules
 * are in content.service.ts.
 */
export function contentRoutes<Body extends ContentBody, Query extends ContentListQuery>(
  module: ContentModule<Body, Query>,
): FastifyPluginAsync {
  const { kind } = module;
  const { path, access } = kind;
  const item = module.item;

  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const { db, database } = app.services;

    // A module hidden for a user (SMS, marketing) is refused on every call, as the menu hides it.
    if (kind.hiddenForUsersSetting) {
      app.addHook('onRequest', async (request) => {
        const auth = request.auth;
        if (!auth || !(await isHiddenFor(db, kind, auth.userId))) return;
        await recordAuthEvent(db, request.log, request, {
          event: 'access.denied',
          outcome: 'refused',
          userId: auth.userId,
          username: auth.username,
          detail: `${request.method} ${request.routeOptions.url ?? request.url}: ${kind.key} is hidden for this user`,
        });
        throw forbidden(Messages.forbidden);
      });
    }

    app.get(
      path,
      {
        config: { access: access.read },
        schema: {
          summary: `List (x-total-count); export=true downloads ${kind.exportFile}`,
          querystring: module.listQuery,
          response: { 200: z.array(item), 403: errorBody, 422: errorBody },
        },
      },
      async (request, reply) => {
        // Validated by module.listQuery; the generic escapes Fastify's type provider.
        const query = request.query as Query;
        const spec = await contentList(requestContext(db, request), module, query);
        const result = await sendList(reply, database, query, spec);
        return Array.isArray(result) ? result.map((row) => toItem(row, kind)) : result;
      },
    );

    app.get(
      `${path}/:id`,
      {
        config: { access: access.read },
        schema: {
          summary: 'One item (404 when outside your scope)',
          params: contentParams,
          querystring: contentItemQuery,
          response: { 200: item, 403: errorBody, 404: errorBody },
        },
      },
      async (request) =>
        contentDetail(
          requestContext(db, request),
          module,
          request.params.id,
          request.query.academic_year_id,
        ),
    );

    app.post(
      path,
      {
        config: { access: access.create },
        schema: {
          summary: 'Send, schedule or save a draft',
          body: module.body,
          response: { 201: item, 403: errorBody, 422: errorBody },
        },
      },
      async (request, reply) => {
        const created = await createContent(
          requestContext(db, request),
          module,
          request.body as Body,
        );
        return reply.status(201).send(created);
      },
    );

    app.put(
      `${path}/:id`,
      {
        config: { access: access.update },
        schema: {
          summary: 'Edit a draft or scheduled item (409 once sent)',
          params: contentParams,
          body: module.body,
          response: { 200: item, 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
        },
      },
      async (request) =>
        updateContent(requestContext(db, request), module, request.params.id, request.body as Body),
    );

    app.delete(
      `${path}/:id`,
      {
        config: { access: access.update },
        schema: {
          summary: 'Delete (status -1: kept for audit, never shown again)',
          params: contentParams,
          querystring: contentItemQuery,
          response: { 204: z.null(), 403: errorBody, 404: errorBody },
        },
      },
      async (request, reply) => {
        await changeContentStatus(
          requestContext(db, request),
          module,
          request.params.id,
          { status: -1 },
          request.query.academic_year_id,
        );
        return reply.status(204).send(null);
      },
    );

    app.put(
      `${path}/:id/status`,
      {
        config: { access: access.update },
        schema: {
          summary: 'Change the status (send, schedule, draft, hide, delete); 204 once deleted',
          params: contentParams,
          querystring: contentItemQuery,
          body: module.statusBody ?? contentStatusBody,
          response: {
            200: item,
            204: z.null(),
            403: errorBody,
            404: errorBody,
            409: errorBody,
            422: errorBody,
          },
        },
      },
      async (request, reply) => {
        const changed = await changeContentStatus(
          requestContext(db, request),
          module,
          request.params.id,
          request.body,
          request.query.academic_year_id,
        );
        return changed ? changed : reply.status(204).send(null);
      },
    );

    app.put(
      `${path}/:id/restore`,
      {
        config: { access: access.update },
        schema: {
          summary: `Undo a delete made within ${CONTENT_RESTORE_MINUTES} minutes: the item gets back the status it had`,
          params: contentParams,
          querystring: contentItemQuery,
          response: { 200: item, 403: errorBody, 404: errorBody, 409: errorBody },
        },
      },
      async (request) =>
        restoreContent(
          requestContext(db, request),
          module,
          request.params.id,
          request.query.academic_year_id,
        ),
    );

    if (kind.categories) await app.register(contentCategoryRoutes(kind));
  };
}
