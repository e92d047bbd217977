import { marketingKind } from './marketing.kind.ts';
import {
  noExtraFields,
  type ContentModule,
} from '../../platform/engines/content/content-module.ts';

/** Marketing items (002 §3, §7): the shared fields only. */
export const marketingContent: ContentModule = {
  kind: marketingKind,
  extra: noExtraFields,
};
