import { GlobalModule, SMS_EXPORT_FILE, ServerSettingKey, smsEndpoints } from '@console/contract';
import {
  defineContentKind,
  SENT_CONTENT_STATUS_RULES,
  singlePermission,
} from '../../platform/engines/content/content-kinds.ts';

/** SMS messages as the content engine knows them: texted to every phone number reached. */
export const smsKind = defineContentKind({
  key: 'sms',
  table: 'sms_messages',
  endpoints: smsEndpoints,
  globalModule: GlobalModule.sms,
  access: singlePermission('sms'),
  channel: 'sms',
  exportFile: SMS_EXPORT_FILE,
  // 002 §4 calls status 1 of marketing, notifications and SMS "Sent".
  statusRules: SENT_CONTENT_STATUS_RULES,
  hiddenForUsersSetting: ServerSettingKey.messagingHiddenUserIds,
});
