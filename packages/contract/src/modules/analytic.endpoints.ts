import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { queryInt4Id } from '../common/numbers.ts';
import { appModuleBody, appSessionBody } from './analytics.ts';
import { scopeQueryFields } from './targeting.ts';

/** An item of a module whose openers are counted: GET /analytic/{global_module}/item/{item_id}/…. */
export const analyticItemParams = z.strictObject({
  global_module: z.coerce.number().int().min(0).max(99),
  item_id: queryInt4Id,
});

/** The academic year whose branch scope limits who is named (default: the current year). */
export const analyticItemExportQuery = z.strictObject({
  academic_year_id: scopeQueryFields.academic_year_id,
});

/**
 * The usage-analytics calls (000 §3, §4, §7): sessions in, with the access token or the analytics
 * token of POST /auth/analytics_token; who opened an item out, as CSV.
 */
export const analyticEndpoints = {
  appSession: defineEndpoint({
    method: 'PUT',
    path: '/analytic/app_session',
    body: appSessionBody,
    answer: 'no-content',
    summary: 'Open (is_create) or keep alive an app session',
    errors: [404, 422],
  }),
  appModule: defineEndpoint({
    method: 'PUT',
    path: '/analytic/app_module',
    body: appModuleBody,
    answer: 'no-content',
    summary: 'Open or keep alive a module session (a screen, or an item on it)',
    errors: [404, 422],
  }),
  itemOpenersExport: defineEndpoint({
    method: 'GET',
    path: '/analytic/:global_module/item/:item_id/export',
    params: analyticItemParams,
    query: analyticItemExportQuery,
    answer: 'file',
    summary: 'CSV of who opened an item: user, employee number, name, first opened, times',
    errors: [403, 422],
  }),
};
