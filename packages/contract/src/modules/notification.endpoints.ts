import { defineEndpoint } from '../common/endpoint.ts';
import { contentItemQuery } from './content.ts';
import { contentEndpoints } from './content.endpoints.ts';
import {
  NOTIFICATION_EXPORT_FILE,
  notificationBody,
  notificationItem,
  notificationListQuery,
  notificationReachBody,
} from './notification.ts';
import { reachCount } from './targeting.ts';

const path = '/notification';

/** Push notifications (002 §7): the content engine's calls and the notification's reach. */
export const notificationEndpoints = {
  ...contentEndpoints(path, {
    item: notificationItem,
    body: notificationBody,
    listQuery: notificationListQuery,
    exportFile: NOTIFICATION_EXPORT_FILE,
  }),
  reach: defineEndpoint({
    method: 'POST',
    path: `${path}/reach`,
    query: contentItemQuery,
    body: notificationReachBody,
    answer: reachCount,
    summary: 'Recipients a notification reaches by push (app users) within your scope',
    errors: [403, 422],
  }),
};
