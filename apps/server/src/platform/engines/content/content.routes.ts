import { Messages } from '@console/contract';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../core/http/endpoint-route.ts';
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
  type ContentStatusChange,
  contentList,
  createContent,
  restoreContent,
  updateContent,
} from './content.service.ts';
import { requestContext } from '../../core/http/request-context.ts';

/**
 * The calls of one messaging module (000 §7, 002 §7), registered from the contract's endpoints
 * of its kind (contentEndpoints): list (with export), detail, create, edit, delete, the status
 * call, restore, and the categories where the kind has them. HTTP only: the rules are in
 * content.service.ts.
 */
export function contentRoutes<Body extends ContentBody, Query extends ContentListQuery>(
  module: ContentModule<Body, Query>,
): FastifyPluginAsync {
  const { kind } = module;
  const { endpoints, access } = kind;

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

    routeEndpoint(app, endpoints.list, {
      access: access.read,
      handler: async (request, reply) => {
        // Validated by the kind's list query; the generic escapes the endpoint's types.
        const query = request.query as Query;
        const spec = await contentList(requestContext(db, request), module, query);
        const result = await sendList(reply, database, query, spec);
        return Array.isArray(result) ? result.map((row) => toItem(row, kind)) : result;
      },
    });

    routeEndpoint(app, endpoints.detail, {
      access: access.read,
      handler: (request) =>
        contentDetail(
          requestContext(db, request),
          module,
          request.params.id,
          request.query.academic_year_id,
        ),
    });

    routeEndpoint(app, endpoints.create, {
      access: access.create,
      handler: (request) =>
        createContent(requestContext(db, request), module, request.body as Body),
    });

    routeEndpoint(app, endpoints.update, {
      access: access.update,
      handler: (request) =>
        updateContent(requestContext(db, request), module, request.params.id, request.body as Body),
    });

    routeEndpoint(app, endpoints.remove, {
      access: access.update,
      handler: async (request) => {
        await changeContentStatus(
          requestContext(db, request),
          module,
          request.params.id,
          { status: -1 },
          request.query.academic_year_id,
        );
      },
    });

    // The item in its new status, or 204 once the move deleted it.
    routeEndpoint(app, endpoints.status, {
      access: access.update,
      handler: async (request) =>
        (await changeContentStatus(
          requestContext(db, request),
          module,
          request.params.id,
          request.body as ContentStatusChange,
          request.query.academic_year_id,
        )) ?? undefined,
    });

    routeEndpoint(app, endpoints.restore, {
      access: access.update,
      handler: (request) =>
        restoreContent(
          requestContext(db, request),
          module,
          request.params.id,
          request.query.academic_year_id,
        ),
    });

    if (endpoints.categories) {
      await app.register(contentCategoryRoutes(kind, endpoints.categories));
    }
  };
}
