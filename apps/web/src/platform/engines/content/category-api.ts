import type { ContentCategory } from '@console/contract';
import { api } from '../../core/api/api-client.ts';
import type { ContentModule } from './content-module.ts';

// Category calls of announcements and wellness (000 §7): POST {api}/category; PUT
// {api}/category with the id in the body (announcements) or PUT {api}/category/{id} (wellness);
// DELETE {api}/category/{id}.

export interface CategoryValues {
  name: string;
  display_label: string;
  description?: string | null;
  colour_hex_code: string;
}

type CategoryModule = Pick<ContentModule, 'apiPath' | 'categories'>;

export function saveCategory(
  module: CategoryModule,
  values: CategoryValues,
  id?: number,
): Promise<ContentCategory> {
  if (id === undefined) {
    return api<ContentCategory>(`${module.apiPath}/category`, { method: 'POST', body: values });
  }
  return module.categories?.updateWithIdInBody
    ? api<ContentCategory>(`${module.apiPath}/category`, {
        method: 'PUT',
        body: { id, ...values },
      })
    : api<ContentCategory>(`${module.apiPath}/category/${id}`, { method: 'PUT', body: values });
}

export function deleteCategory(module: CategoryModule, id: number): Promise<unknown> {
  return api(`${module.apiPath}/category/${id}`, { method: 'DELETE' });
}
