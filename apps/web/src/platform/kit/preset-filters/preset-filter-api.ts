import type { PresetFilter, PresetFilterBody } from '@console/contract';
import { api } from '../../core/api/api-client.ts';

// Saved filters of a list page (000 §7: GET, POST /preset_filter; PUT, DELETE /preset_filter/{id}).

export const presetFilterKeys = {
  page: (page: string) => ['preset_filter', page] as const,
};

export function listPresetFilters(page: string, signal?: AbortSignal): Promise<PresetFilter[]> {
  return api<PresetFilter[]>('/preset_filter', { query: { page }, signal });
}

export function createPresetFilter(body: PresetFilterBody): Promise<PresetFilter> {
  return api<PresetFilter>('/preset_filter', { method: 'POST', body });
}

export function updatePresetFilter(id: number, body: PresetFilterBody): Promise<PresetFilter> {
  return api<PresetFilter>(`/preset_filter/${id}`, { method: 'PUT', body });
}

export function deletePresetFilter(id: number): Promise<void> {
  return api<void>(`/preset_filter/${id}`, { method: 'DELETE' });
}
