import { GlobalModule, WELLNESS_EXPORT_FILE } from '@console/contract';
import {
  defineContentKind,
  singlePermission,
} from '../../platform/engines/content/content-kinds.ts';

/** Wellness posts as the content engine knows them. */
export const wellnessKind = defineContentKind({
  key: 'wellness',
  table: 'wellness_items',
  path: '/wellness',
  globalModule: GlobalModule.wellness,
  access: singlePermission('wellness'),
  categories: true,
  channel: 'push',
  exportFile: WELLNESS_EXPORT_FILE,
});
