import {
  contentManagementEndpoints as endpoints,
  userManagementEndpoints,
  type ContentSettingGroup,
  type ContentSettingItem,
} from '@console/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../platform/core/api/call-endpoint.ts';

export const SETTINGS_KEY = ['content-management', 'settings'] as const;

/** Every setting of one group (or of all), searched; the catalogue is small: one page. */
export function useContentSettings(group: ContentSettingGroup | 'all', search: string) {
  return useQuery({
    queryKey: [...SETTINGS_KEY, group, search],
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.list, {
        query: {
          limit: 100,
          ...(group === 'all' ? {} : { [group]: true }),
          ...(search ? { search } : {}),
        },
        signal,
      }),
    placeholderData: (previous) => previous,
  });
}

/** Saves one setting's value (null: its default), then reads the settings again. */
export function useSaveSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { key: string; value: ContentSettingItem['value'] }) =>
      callEndpoint(endpoints.setServerSetting, { body: change }),
    onSuccess: () => client.invalidateQueries({ queryKey: SETTINGS_KEY }),
  });
}

/** Accounts whose name, username or employee number has the text, in every branch. */
export function useAccountSearch(text: string) {
  return useQuery({
    queryKey: ['content-management', 'accounts', text],
    queryFn: ({ signal }) =>
      callEndpoint(userManagementEndpoints.list, {
        query: { search: text, limit: 20, status: 1, ignore_branch_permission: true },
        signal,
      }),
    enabled: text.trim().length > 0,
    staleTime: 30_000,
  });
}
