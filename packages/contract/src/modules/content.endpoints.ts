import { z, type ZodType } from 'zod';
import { defineEndpoint, type Endpoint } from '../common/endpoint.ts';
import { CONTENT_RESTORE_MINUTES } from './content-status.ts';
import {
  categoryBody,
  categoryParams,
  categoryUpdateBody,
  contentCategory,
  contentItemQuery,
  contentParams,
  contentStatusBody,
} from './content.ts';

// The content engine's calls (000 §7, 002 §7), written once for every messaging kind: a kind
// names its path and its own schemas, and gets the same list, detail, create, edit, delete,
// status and restore calls as the others (and the category calls when it has categories).
// The server registers the engine's routes from them and the console calls them.

/** What a kind brings to the engine's calls: its answer, body, list query and export file. */
export interface ContentKindSchemas<
  Item extends ZodType,
  Body extends ZodType,
  Query extends ZodType,
  StatusBody extends ZodType,
> {
  item: Item;
  body: Body;
  listQuery: Query;
  /** PUT {path}/{id}/status's body when the kind has statuses of its own (polls). */
  statusBody?: StatusBody;
  /** The export file the list downloads with export=true. */
  exportFile: string;
}

/** The item calls of a kind at `Path` ('/announcement'). */
export interface ContentEndpoints<
  Path extends string = string,
  Item extends ZodType = ZodType,
  Body extends ZodType = ZodType,
  Query extends ZodType = ZodType,
  StatusBody extends ZodType = ZodType,
> {
  list: Endpoint<'GET', Path, undefined, Query, undefined, z.ZodArray<Item>, true>;
  detail: Endpoint<
    'GET',
    `${Path}/:id`,
    typeof contentParams,
    typeof contentItemQuery,
    undefined,
    Item,
    false
  >;
  create: Endpoint<'POST', Path, undefined, undefined, Body, Item, false>;
  update: Endpoint<'PUT', `${Path}/:id`, typeof contentParams, undefined, Body, Item, false>;
  /** Status -1: kept for audit, restorable for CONTENT_RESTORE_MINUTES. */
  remove: Endpoint<
    'DELETE',
    `${Path}/:id`,
    typeof contentParams,
    typeof contentItemQuery,
    undefined,
    'no-content',
    false
  >;
  /** The changed item, or 204 once the move deleted it. */
  status: Endpoint<
    'PUT',
    `${Path}/:id/status`,
    typeof contentParams,
    typeof contentItemQuery,
    StatusBody,
    Item,
    false,
    true
  >;
  restore: Endpoint<
    'PUT',
    `${Path}/:id/restore`,
    typeof contentParams,
    typeof contentItemQuery,
    undefined,
    Item,
    false
  >;
}

/** The category calls of a kind at `Path` (000 §7): superusers change them, readers list them. */
export interface ContentCategoryEndpoints<Path extends string = string> {
  list: Endpoint<
    'GET',
    `${Path}/category`,
    undefined,
    undefined,
    undefined,
    z.ZodArray<typeof contentCategory>,
    false
  >;
  create: Endpoint<
    'POST',
    `${Path}/category`,
    undefined,
    undefined,
    typeof categoryBody,
    typeof contentCategory,
    false
  >;
  /** 000 §7 names PUT {path}/category with the id in the body (announcements). */
  updateWithIdInBody: Endpoint<
    'PUT',
    `${Path}/category`,
    undefined,
    undefined,
    typeof categoryUpdateBody,
    typeof contentCategory,
    false
  >;
  update: Endpoint<
    'PUT',
    `${Path}/category/:id`,
    typeof categoryParams,
    undefined,
    typeof categoryBody,
    typeof contentCategory,
    false
  >;
  /** Only an empty category (409 while items use it). */
  remove: Endpoint<
    'DELETE',
    `${Path}/category/:id`,
    typeof categoryParams,
    undefined,
    undefined,
    'no-content',
    false
  >;
}

/** A messaging kind's calls: the item calls, and the category calls when it has categories. */
export type ContentKindEndpoints<
  Path extends string = string,
  Item extends ZodType = ZodType,
  Body extends ZodType = ZodType,
  Query extends ZodType = ZodType,
  StatusBody extends ZodType = ZodType,
> = ContentEndpoints<Path, Item, Body, Query, StatusBody> & {
  categories?: ContentCategoryEndpoints<Path>;
};

/**
 * The engine's item calls for the kind at `path`, with its schemas. They are defined with the
 * path and schemas widened (defineEndpoint checks a path's parameters against its params schema,
 * which a path still generic here would defeat) and answered with the kind's own types.
 */
export function contentEndpoints<
  const Path extends `/${string}`,
  Item extends ZodType,
  Body extends ZodType,
  Query extends ZodType,
  StatusBody extends ZodType = typeof contentStatusBody,
>(
  path: Path,
  schemas: ContentKindSchemas<Item, Body, Query, StatusBody>,
): ContentEndpoints<Path, Item, Body, Query, StatusBody> {
  const root: `/${string}` = path;
  const one: `/${string}/:id` = `${root}/:id`;
  const item: ZodType = schemas.item;
  const body: ZodType = schemas.body;
  const endpoints = {
    list: defineEndpoint({
      method: 'GET',
      path: root,
      query: schemas.listQuery as ZodType,
      answer: z.array(item),
      list: true,
      summary: `List (x-total-count); export=true downloads ${schemas.exportFile}`,
      errors: [403, 422],
    }),
    detail: defineEndpoint({
      method: 'GET',
      path: one,
      params: contentParams,
      query: contentItemQuery,
      answer: item,
      summary: 'One item (404 when outside your scope)',
      errors: [403, 404],
    }),
    create: defineEndpoint({
      method: 'POST',
      path: root,
      body,
      answer: item,
      status: 201,
      summary: 'Send, schedule or save a draft',
      errors: [403, 422],
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: one,
      params: contentParams,
      body,
      answer: item,
      summary: 'Edit a draft or scheduled item (409 once sent)',
      errors: [403, 404, 409, 422],
    }),
    remove: defineEndpoint({
      method: 'DELETE',
      path: one,
      params: contentParams,
      query: contentItemQuery,
      answer: 'no-content',
      summary: 'Delete (status -1: kept for audit, never shown again)',
      errors: [403, 404],
    }),
    status: defineEndpoint({
      method: 'PUT',
      path: `${one}/status`,
      params: contentParams,
      query: contentItemQuery,
      body: (schemas.statusBody ?? contentStatusBody) as ZodType,
      answer: item,
      orNoContent: true,
      summary: 'Change the status (send, schedule, draft, hide, delete); 204 once deleted',
      errors: [403, 404, 409, 422],
    }),
    restore: defineEndpoint({
      method: 'PUT',
      path: `${one}/restore`,
      params: contentParams,
      query: contentItemQuery,
      answer: item,
      summary: `Undo a delete made within ${CONTENT_RESTORE_MINUTES} minutes: the item gets back the status it had`,
      errors: [403, 404, 409],
    }),
  };
  return endpoints as ContentEndpoints<Path, Item, Body, Query, StatusBody>;
}

/** The category calls of the kind at `path` (announcements and wellness). */
export function contentCategoryEndpoints<const Path extends `/${string}`>(
  path: Path,
): ContentCategoryEndpoints<Path> {
  const categories = `${path}/category` as `/${string}/category`;
  const one = `${path}/category/:id` as `/${string}/category/:id`;
  const refusals = [403, 404, 409, 422] as const;
  return {
    list: defineEndpoint({
      method: 'GET',
      path: categories,
      answer: z.array(contentCategory),
      summary: 'Categories, with the number of items in each',
      errors: [403],
    }),
    create: defineEndpoint({
      method: 'POST',
      path: categories,
      body: categoryBody,
      answer: contentCategory,
      status: 201,
      summary: 'Add a category (the name is saved as a lowercase slug)',
      errors: refusals,
    }),
    updateWithIdInBody: defineEndpoint({
      method: 'PUT',
      path: categories,
      body: categoryUpdateBody,
      answer: contentCategory,
      summary: 'Change a category named by the id in the body',
      errors: refusals,
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: one,
      params: categoryParams,
      body: categoryBody,
      answer: contentCategory,
      summary: 'Change a category',
      errors: refusals,
    }),
    remove: defineEndpoint({
      method: 'DELETE',
      path: one,
      params: categoryParams,
      answer: 'no-content',
      summary: 'Delete an empty category (409 while items use it)',
      errors: refusals,
    }),
  } as ContentCategoryEndpoints<Path>;
}
