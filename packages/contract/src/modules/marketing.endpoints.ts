import { contentEndpoints } from './content.endpoints.ts';
import {
  MARKETING_EXPORT_FILE,
  marketingBody,
  marketingItem,
  marketingListQuery,
} from './marketing.ts';

/** Marketing items (002 §7): the content engine's calls. */
export const marketingEndpoints = contentEndpoints('/marketing', {
  item: marketingItem,
  body: marketingBody,
  listQuery: marketingListQuery,
  exportFile: MARKETING_EXPORT_FILE,
});
