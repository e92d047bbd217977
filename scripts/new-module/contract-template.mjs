/** packages/contract/src/modules/<id>.ts: the module's schemas, once for server and console. */
export const contractFile = (n, entry) => `import { z } from 'zod';
import { listQueryFields, listSort } from '../common/list.ts';
import { queryInt4Id } from '../common/numbers.ts';

// ${entry.title}: the calls' schemas, shared by the server (validation, OpenAPI) and the console.

export const ${n.constant}_EXPORT_FILE = '${n.id}.csv';

export const ${n.camel}ListQuery = z.strictObject({
  ...listQueryFields,
  sort: listSort(['created_at', 'name', 'id']).optional(),
  /** A part of the name, any case. */
  search: z.string().trim().min(1).max(100).optional(),
});
export type ${n.pascal}ListQuery = z.infer<typeof ${n.camel}ListQuery>;

export const ${n.camel}Params = z.strictObject({ id: queryInt4Id });

export const ${n.camel}Body = z.strictObject({
  name: z.string().trim().min(1).max(200),
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
`;
