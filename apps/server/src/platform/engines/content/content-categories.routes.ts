import type { ContentCategoryEndpoints } from '@console/contract';
import type { FastifyPluginAsync } from 'fastify';
import { routeEndpoint } from '../../core/http/endpoint-route.ts';
import type { ZodTypeProvider } from '../../core/http/zod-schemas.ts';
import { contentScope } from './content-access.ts';
import type { ContentKind } from './content-kinds.ts';
import {
  categoriesOf,
  changeCategory,
  createCategory,
  removeCategory,
} from './content-categories.service.ts';

/**
 * {path}/category (000 §7), from the kind's category endpoints: everyone who reads the module
 * lists the categories; only superusers add, change or delete them (000 §6 "category add/edit
 * buttons are for superusers").
 */
export function contentCategoryRoutes(
  kind: ContentKind,
  endpoints: ContentCategoryEndpoints,
): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const { db } = app.services;

    routeEndpoint(app, endpoints.list, {
      access: kind.access.read,
      handler: async (request, reply) => {
        const scope = await contentScope(db, request.auth!, kind);
        const categories = await categoriesOf(db, kind, scope);
        reply.header('x-total-count', String(categories.length));
        return categories;
      },
    });

    routeEndpoint(app, endpoints.create, {
      access: 'superuser',
      handler: (request) => createCategory(db, kind, request.body),
    });

    // 000 §7 names PUT {path}/category with the id in the body; {path}/category/{id} is the same.
    routeEndpoint(app, endpoints.updateWithIdInBody, {
      access: 'superuser',
      handler: (request) => {
        const { id, ...fields } = request.body;
        return changeCategory(db, kind, id, fields);
      },
    });

    routeEndpoint(app, endpoints.update, {
      access: 'superuser',
      handler: (request) => changeCategory(db, kind, request.params.id, request.body),
    });

    routeEndpoint(app, endpoints.remove, {
      access: 'superuser',
      handler: (request) => removeCategory(db, kind, request.params.id),
    });
  };
}
