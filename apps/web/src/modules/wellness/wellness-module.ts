import {
  GlobalModule,
  WELLNESS_EXPORT_FILE,
  wellnessEndpoints,
  type WellnessItem,
} from '@console/contract';
import type { ContentModule } from '../../platform/engines/content/content-module.ts';

/** Wellness posts (000 §3, §7): categories managed by superusers, listed in the side menu. */
export const wellnessModule: ContentModule<WellnessItem> = {
  moduleId: 'wellness',
  title: 'Wellness',
  singular: 'Wellness post',
  path: '/wellness',
  endpoints: wellnessEndpoints,
  auditItemType: 'wellness_items',
  globalModule: GlobalModule.wellness,
  permissions: { read: 'wellness', create: 'wellness', update: 'wellness' },
  exportFileName: WELLNESS_EXPORT_FILE,
  // 000 §7: PUT /wellness/category/{id}.
  categories: { updateWithIdInBody: false },
  opensTracked: true,
  // Parents the app does not reach can be texted the same message afterwards.
  phoneOnlySms: { moduleId: 'sms', formPath: '/sms/form', permission: 'sms' },
};
