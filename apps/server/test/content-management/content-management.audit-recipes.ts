import { ServerSettingKey, contentManagementEndpoints as endpoints } from '@console/contract';
import type { Recipes } from '../audit/audit-walk-kit.ts';
import { routeOf, urlOf } from '../support/endpoint-client.ts';

// The audit walk's recipe for content management (see audit/audit-walk-kit.ts).

export const recipes: Recipes = {
  [routeOf(endpoints.setServerSetting)]: async () => ({
    url: urlOf(endpoints.setServerSetting),
    // The seed lets the superuser alone use it: emptied, the row changes.
    body: { key: ServerSettingKey.staffAttendanceAllowedUserIds, value: [] },
    expect: { module: 'content-management', item_type: 'server_settings' },
  }),
};
