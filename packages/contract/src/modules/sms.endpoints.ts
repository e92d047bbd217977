import { contentEndpoints } from './content.endpoints.ts';
import { SMS_EXPORT_FILE, smsBody, smsItem, smsListQuery } from './sms.ts';

/** SMS (002 §7): the content engine's calls. */
export const smsEndpoints = contentEndpoints('/sms', {
  item: smsItem,
  body: smsBody,
  listQuery: smsListQuery,
  exportFile: SMS_EXPORT_FILE,
});
