import {
  GlobalModule,
  MARKETING_EXPORT_FILE,
  ServerSettingKey,
  marketingEndpoints,
} from '@console/contract';
import {
  defineContentKind,
  SENT_CONTENT_STATUS_RULES,
  singlePermission,
} from '../../platform/engines/content/content-kinds.ts';

/** Marketing posts as the content engine knows them (hidden from the users a setting lists). */
export const marketingKind = defineContentKind({
  key: 'marketing',
  table: 'marketing_items',
  endpoints: marketingEndpoints,
  globalModule: GlobalModule.marketing,
  access: singlePermission('marketing'),
  channel: 'push',
  exportFile: MARKETING_EXPORT_FILE,
  // 002 §4 calls status 1 of marketing, notifications and SMS "Sent".
  statusRules: SENT_CONTENT_STATUS_RULES,
  hiddenForUsersSetting: ServerSettingKey.messagingHiddenUserIds,
});
