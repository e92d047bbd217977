// The contract files of a new module: its schemas and messages (<id>.ts), and its calls
// (<id>.endpoints.ts, each defined once with defineEndpoint: the server registers them, the
// console and the tests call them).

/** packages/contract/src/modules/<id>.ts: the module's schemas, once for server and console. */
export const contractFile = (n, entry) => `import { z } from 'zod';
import { listQueryFields, listSort } from '../common/list.ts';
import { queryInt4Id } from '../common/numbers.ts';

// ${entry.title}: the calls' schemas and messages; the calls themselves are in
// ${n.id}.endpoints.ts. What was decided for the module is in its server folder's DECISIONS.md.

export const ${n.constant}_EXPORT_FILE = '${n.id}.csv';
export const ${n.constant}_NAME_MAX = 200;
export const ${n.constant}_SEARCH_MAX = 100;

// The console's form shows these texts before sending, and the server answers them in a 422.
export const ${n.pascal}Messages = {
  created: 'Created successfully.',
  updated: 'Saved successfully.',
  nameRequired: 'Name is required.',
  nameTooLong: \`Name must be at most \${${n.constant}_NAME_MAX} characters.\`,
  searchText: \`Search for 1 to \${${n.constant}_SEARCH_MAX} characters.\`,
};

export const ${n.camel}ListQuery = z.strictObject({
  ...listQueryFields,
  sort: listSort(['created_at', 'name', 'id']).optional(),
  /** A part of the name, any case. */
  search: z
    .string()
    .trim()
    .min(1, ${n.pascal}Messages.searchText)
    .max(${n.constant}_SEARCH_MAX, ${n.pascal}Messages.searchText)
    .optional(),
});
export type ${n.pascal}ListQuery = z.infer<typeof ${n.camel}ListQuery>;

export const ${n.camel}Params = z.strictObject({ id: queryInt4Id });

export const ${n.camel}Body = z.strictObject({
  name: z
    .string({ error: ${n.pascal}Messages.nameRequired })
    .trim()
    .min(1, ${n.pascal}Messages.nameRequired)
    .max(${n.constant}_NAME_MAX, ${n.pascal}Messages.nameTooLong),
});
export type ${n.pascal}Body = z.infer<typeof ${n.camel}Body>;

export const ${n.camel}Row = z.object({
  id: z.number().int(),
  name: z.string(),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ${n.pascal}Row = z.infer<typeof ${n.camel}Row>;

/** What a create or a change answers: the message to show, and the item as it is now. */
export const ${n.camel}Changed = z.object({ message: z.string(), item: ${n.camel}Row });
export type ${n.pascal}Changed = z.infer<typeof ${n.camel}Changed>;
`;

/** packages/contract/src/modules/<id>.endpoints.ts: the module's calls, once for both sides. */
export const contractEndpointsFile = (n, entry) => `import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import {
  ${n.constant}_EXPORT_FILE,
  ${n.camel}Body,
  ${n.camel}Changed,
  ${n.camel}ListQuery,
  ${n.camel}Params,
  ${n.camel}Row,
} from './${n.id}.ts';

/** ${entry.title}: the server registers these routes and the console calls them. */
export const ${n.camel}Endpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/${n.snake}',
    query: ${n.camel}ListQuery,
    answer: z.array(${n.camel}Row),
    list: true,
    summary: \`List (x-total-count); export=true downloads \${${n.constant}_EXPORT_FILE}\`,
    errors: [403, 422],
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/${n.snake}/:id',
    params: ${n.camel}Params,
    answer: ${n.camel}Row,
    summary: 'One item',
    errors: [403, 404],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/${n.snake}',
    body: ${n.camel}Body,
    answer: ${n.camel}Changed,
    status: 201,
    summary: 'Create an item',
    errors: [403, 422],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/${n.snake}/:id',
    params: ${n.camel}Params,
    body: ${n.camel}Body,
    answer: ${n.camel}Changed,
    summary: 'Change an item',
    errors: [403, 404, 422],
  }),
};
`;
