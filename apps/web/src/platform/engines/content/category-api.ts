import type { ContentCategory, ContentCategoryEndpoints } from '@console/contract';
import { callEndpoint } from '../../core/api/call-endpoint.ts';
import { apiPathOf, type ContentModule } from './content-module.ts';

// Category calls of announcements and wellness (000 §7), by their kind's category endpoints:
// create; change with the id in the body (announcements) or in the address (wellness); delete.

export interface CategoryValues {
  name: string;
  display_label: string;
  description?: string | null;
  colour_hex_code: string;
}

type CategoryModule = Pick<ContentModule, 'endpoints' | 'categories'>;

function categoryEndpoints(module: CategoryModule): ContentCategoryEndpoints {
  const endpoints = module.endpoints.categories;
  if (!endpoints) throw new Error(`${apiPathOf(module)} has no categories.`);
  return endpoints;
}

export function saveCategory(
  module: CategoryModule,
  values: CategoryValues,
  id?: number,
): Promise<ContentCategory> {
  const endpoints = categoryEndpoints(module);
  if (id === undefined) return callEndpoint(endpoints.create, { body: values });
  return module.categories?.updateWithIdInBody
    ? callEndpoint(endpoints.updateWithIdInBody, { body: { id, ...values } })
    : callEndpoint(endpoints.update, { params: { id }, body: values });
}

export function deleteCategory(module: CategoryModule, id: number): Promise<void> {
  return callEndpoint(categoryEndpoints(module).remove, { params: { id } });
}
