import {
  GlobalModule,
  MARKETING_EXPORT_FILE,
  marketingEndpoints,
  type MarketingItem,
} from '@console/contract';
import type { ContentModule } from '../../platform/engines/content/content-module.ts';
import { SENT_CONTENT_STATUS_SET } from '../../platform/engines/content/content-status-set.ts';

/** Marketing items (002 §3, §4, §7). */
export const marketingModule: ContentModule<MarketingItem> = {
  moduleId: 'marketing',
  title: 'Marketing',
  singular: 'Marketing item',
  path: '/marketing',
  endpoints: marketingEndpoints,
  auditItemType: 'marketing_items',
  globalModule: GlobalModule.marketing,
  permissions: { read: 'marketing', create: 'marketing', update: 'marketing' },
  exportFileName: MARKETING_EXPORT_FILE,
  // 002 §4 calls status 1 of marketing, notifications and SMS "Sent".
  statuses: SENT_CONTENT_STATUS_SET,
  opensTracked: true,
};
