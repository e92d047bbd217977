import {
  categoryBody,
  categoryParams,
  categoryUpdateBody,
  contentCategory,
  errorBody,
} from '@console/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
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
 * {path}/category (000 §7): everyone who reads the module lists the categories; only
 * superusers add, change or delete them (000 §6 "category add/edit buttons are for superusers").
 */
export function contentCategoryRoutes(kind: ContentKind): FastifyPluginAsync {
  const path = `${kind.path}/category`;
  const answers = { 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };

  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const { db } = app.services;

    app.get(
      path,
      {
        config: { access: kind.access.read },
        schema: {
          summary: 'Categories, with the number of items in each',
          response: { 200: z.array(contentCategory), 403: errorBody },
        },
      },
      async (request, reply) => {
        const scope = await contentScope(db, request.auth!, kind);
        const categories = await categoriesOf(db, kind, scope);
        reply.header('x-total-count', String(categories.length));
        return categories;
      },
    );

    app.post(
      path,
      {
        config: { access: 'superuser' },
        schema: {
          summary: 'Add a category (the name is saved as a lowercase slug)',
          body: categoryBody,
          response: { 201: contentCategory, ...answers },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createCategory(db, kind, request.body)),
    );

    // 000 §7 names PUT {path}/category with the id in the body; {path}/category/{id} is the same.
    app.put(
      path,
      {
        config: { access: 'superuser' },
        schema: {
          summary: 'Change a category named by the id in the body',
          body: categoryUpdateBody,
          response: { 200: contentCategory, ...answers },
        },
      },
      async (request) => {
        const { id, ...fields } = request.body;
        return changeCategory(db, kind, id, fields);
      },
    );

    app.put(
      `${path}/:id`,
      {
        config: { access: 'superuser' },
        schema: {
          summary: 'Change a category',
          params: categoryParams,
          body: categoryBody,
          response: { 200: contentCategory, ...answers },
        },
      },
      async (request) => changeCategory(db, kind, request.params.id, request.body),
    );

    app.delete(
      `${path}/:id`,
      {
        config: { access: 'superuser' },
        schema: {
          summary: 'Delete an empty category (409 while items use it)',
          params: categoryParams,
          response: { 204: z.null(), ...answers },
        },
      },
      async (request, reply) => {
        await removeCategory(db, kind, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
