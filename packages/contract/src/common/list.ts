import { z } from 'zod';
import { INT4_MAX } from './numbers.ts';
import { Messages } from '../messages.ts';

// The shared list query of DESIGN.md "The list pattern" and 000 §5, §9: every list call embeds
// these fields and adds its own filters.

export const DEFAULT_PAGE_SIZE = 30;
/** No list answers more than this many rows per page; exports are not paged. */
export const MAX_PAGE_SIZE = 500;

/** Query strings carry text: "true"/"1" and "false"/"0" become booleans. */
export const queryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');

/**
 * A comma list of ids ("3,7,12") or repeated values; an empty selection is absent (000 §5:
 * "service-call lists send empty branch or segment selections as absent").
 */
export const queryIdList = z
  .union([z.string(), z.array(z.string())])
  .transform((value, context) => {
    const parts = (Array.isArray(value) ? value.join(',') : value)
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
    const ids: number[] = [];
    for (const part of parts) {
      if (!/^\d{1,10}$/.test(part) || Number(part) > INT4_MAX) {
        context.addIssue({ code: 'custom', message: `"${part}" is not a valid id.` });
        return z.NEVER;
      }
      ids.push(Number(part));
    }
    return ids.length > 0 ? ids : undefined;
  });

export const listQueryFields = {
  page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  /** A limit above the cap is clamped to it (the issue's "limit capped"), not refused. */
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(INT4_MAX)
    .transform((limit) => Math.min(limit, MAX_PAGE_SIZE))
    .default(DEFAULT_PAGE_SIZE),
  /** Stream the whole filtered result as a file instead of one page. */
  export: queryBoolean.optional(),
  /** Sort direction of `sort` (each list adds `sort: listSort([...])`). */
  order: z.enum(['asc', 'desc']).optional(),
};

/**
 * A list's `sort` field: only the named columns. Anything else is a 422 that names them, so a
 * client never sorts by a column the server did not mean to expose (or index).
 */
export const listSort = <const T extends string>(columns: readonly [T, ...T[]]) =>
  z.enum(columns, {
    error: (issue) =>
      `Cannot sort by "${String(issue.input)}". Sort by one of: ${columns.join(', ')}.`,
  });

/** 000 §5 search validators, with the documents' exact messages. */
export const searchById = z
  .string()
  .trim()
  .regex(/^\d{1,10}$/, Messages.searchIdNumber);
export const searchByValidNumber = z
  .string()
  .trim()
  .regex(/^\d{1,10}$/, Messages.searchValidNumber);
export const searchEmployeeNumbers = z
  .string()
  .trim()
  .regex(/^[\d,]+$/, Messages.searchEmployeeNumbers)
  .refine((value) => /\d/.test(value), Messages.searchEmployeeNumbers);
export const searchGlobalEmployeeIds = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]+(\s*,\s*[A-Za-z0-9]+)*,?$/, Messages.searchGlobalEmployeeIds);
export const searchMobile = z
  .string()
  .trim()
  .regex(/^\d{10}$/, Messages.searchMobile);
