import {
  GlobalModule,
  MARKETING_EXPORT_FILE,
  marketingEndpoints,
  type MarketingItem,
} from '@console/contract';
import type { ContentModule } from '../../platform/engines/content/content-module.ts';

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
  opensTracked: true,
};
