import { GlobalModule, SMS_EXPORT_FILE, ServerSettingKey, smsEndpoints } from '@console/contract';
import {
  defineContentKind,
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
  hiddenForUsersSetting: ServerSettingKey.messagingHiddenUserIds,
});
