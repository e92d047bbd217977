import { GlobalModule, WELLNESS_EXPORT_FILE, wellnessEndpoints } from '@console/contract';
import {
  defineContentKind,
  singlePermission,
} from '../../platform/engines/content/content-kinds.ts';

/** Wellness posts as the content engine knows them. */
export const wellnessKind = defineContentKind({
  key: 'wellness',
  table: 'wellness_items',
  endpoints: wellnessEndpoints,
  globalModule: GlobalModule.wellness,
  access: singlePermission('wellness'),
  channel: 'push',
  exportFile: WELLNESS_EXPORT_FILE,
});
