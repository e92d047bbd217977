import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { queryInt4Id } from '../common/numbers.ts';
import { presetFilter, presetFilterBody, presetFilterListQuery } from './preset-filter.ts';

export const presetFilterParams = z.strictObject({ id: queryInt4Id });

/**
 * Saved filters of list pages (000 §7): each user sees and changes only their own. The list is a
 * page's few filters, answered whole (its length in x-total-count), not paged.
 */
export const presetFilterEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/preset_filter',
    query: presetFilterListQuery,
    answer: z.array(presetFilter),
    summary: 'My saved filters of one list page',
    errors: [422],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/preset_filter',
    body: presetFilterBody,
    answer: presetFilter,
    status: 201,
    summary: 'Save a filter of a list page',
    errors: [422],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/preset_filter/:id',
    params: presetFilterParams,
    body: presetFilterBody,
    answer: presetFilter,
    summary: 'Change one of my saved filters',
    errors: [404, 422],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/preset_filter/:id',
    params: presetFilterParams,
    answer: 'no-content',
    summary: 'Delete one of my saved filters',
    errors: [404, 422],
  }),
};
