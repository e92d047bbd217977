import { marketingBody, marketingItem, marketingListQuery } from '@console/contract';
import { CONTENT_KINDS } from '../../platform/content/content-kinds.ts';
import { noExtraFields, type ContentModule } from '../../platform/content/content-module.ts';

/** Marketing items (002 §3, §7): the shared fields only. */
export const marketingContent: ContentModule = {
  kind: CONTENT_KINDS.marketing,
  body: marketingBody,
  item: marketingItem,
  listQuery: marketingListQuery,
  extra: noExtraFields,
};
