import { defaultAppTopic, pushTarget, type AppTopic } from '../../kit/push/push-addressing.ts';
import type { PushMessage } from '../../kit/push/push-sender.ts';
import type { SmsBatchMessage } from '../../core/sms/sms-sender.ts';
import type { ContentKind } from '../content/content-kinds.ts';
import type { DeliveryItem, PendingDelivery } from './delivery.repo.ts';

// What each recipient of an item receives, by channel.

/** A push shows a title line and a few lines of text; the app opens the whole item. */
export const PUSH_TITLE_MAX = 100;
export const PUSH_BODY_MAX = 240;

/** Cuts at a character (not a UTF-16 unit) boundary, with an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  const characters = Array.from(text.trim());
  if (characters.length <= max) return characters.join('');
  return `${characters
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

export const deliveryPurpose = (kind: ContentKind, itemId: number) => `${kind.key}:${itemId}`;

/** The apps an item's pushes go to; none means the item reaches nobody by push. */
export function itemAppTopics(kind: ContentKind, item: DeliveryItem): AppTopic[] {
  const userType = item.targeting.user_type;
  return kind.pushAudience?.apps(userType, item) ?? [defaultAppTopic(userType)];
}

export function pushMessages(
  kind: ContentKind,
  item: DeliveryItem,
  rows: readonly PendingDelivery[],
  /** The kind's own data per recipient key (pushData), when it has some. */
  ownData?: ReadonlyMap<string, Record<string, string>>,
): PushMessage[] {
  const apps = itemAppTopics(kind, item);
  const platforms = kind.pushAudience?.platforms(item);
  const title = truncate(item.title, PUSH_TITLE_MAX);
  const body = truncate(
    item.description.trim() || (kind.delivery?.emptyMessageBody ?? ''),
    PUSH_BODY_MAX,
  );
  const purpose = deliveryPurpose(kind, item.id);
  return rows.map((row) => ({
    reference: String(row.id),
    target: pushTarget(row.recipient_key, apps, platforms),
    title,
    body,
    data: {
      ...ownData?.get(row.recipient_key),
      delivery_id: String(row.id),
      module: kind.key,
      item_id: String(item.id),
    },
    purpose,
  }));
}

export function smsMessages(
  kind: ContentKind,
  item: DeliveryItem,
  rows: readonly PendingDelivery[],
): SmsBatchMessage[] {
  // The SMS form refuses to send without a template; an item that lacks one anyway must not
  // go out unregistered (operators would be fined, the message blocked).
  if (!item.dlt_template_id) throw new Error('The SMS has no DLT template id; nothing was sent.');
  const purpose = deliveryPurpose(kind, item.id);
  return rows.map((row) => ({
    reference: String(row.id),
    mobile: row.mobile ?? row.recipient_key,
    text: item.description,
    templateId: item.dlt_template_id!,
    priority: item.priority ?? 3,
    purpose,
  }));
}
