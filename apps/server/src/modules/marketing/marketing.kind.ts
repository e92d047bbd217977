import {
  GlobalModule,
  MARKETING_EXPORT_FILE,
  ServerSettingKey,
  marketingEndpoints,
} from '@console/contract';
import {
  defineContentKind,
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
  hiddenForUsersSetting: ServerSettingKey.messagingHiddenUserIds,
});
