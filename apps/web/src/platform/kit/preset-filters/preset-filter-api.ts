import {
  presetFilterEndpoints as endpoints,
  type PresetFilter,
  type PresetFilterBody,
} from '@console/contract';
import { callEndpoint } from '../../core/api/call-endpoint.ts';

// Saved filters of a list page (000 §7: GET, POST /preset_filter; PUT, DELETE /preset_filter/{id}).

export const presetFilterKeys = {
  page: (page: string) => ['preset_filter', page] as const,
};

export function listPresetFilters(page: string, signal?: AbortSignal): Promise<PresetFilter[]> {
  return callEndpoint(endpoints.list, { query: { page }, signal });
}

export function createPresetFilter(body: PresetFilterBody): Promise<PresetFilter> {
  return callEndpoint(endpoints.create, { body });
}

export function updatePresetFilter(id: number, body: PresetFilterBody): Promise<PresetFilter> {
  return callEndpoint(endpoints.update, { params: { id }, body });
}

export function deletePresetFilter(id: number): Promise<void> {
  return callEndpoint(endpoints.remove, { params: { id } });
}
