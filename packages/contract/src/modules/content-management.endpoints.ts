import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import {
  contentSettingItem,
  contentSettingsQuery,
  contentSettingBody,
} from './content-management.ts';

/** Content management (002 §7): the server settings, superusers only. */
export const contentManagementEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/content',
    query: contentSettingsQuery,
    answer: z.array(contentSettingItem),
    list: true,
    summary:
      'Every setting the product reads (x-total-count): server_setting, parent_app, admin_app and staff_app keep those groups; search matches titles',
    errors: [403, 422],
  }),
  setServerSetting: defineEndpoint({
    method: 'POST',
    path: '/content/server_setting',
    body: contentSettingBody,
    answer: contentSettingItem,
    summary:
      'Set one setting (checked against its kind), or return it to its default with value null; takes effect with the next request in every server process',
    errors: [403, 422],
  }),
};
