import { announcementKind } from '../../modules/announcement/announcement.kind.ts';
import { marketingKind } from '../../modules/marketing/marketing.kind.ts';
import { notificationKind } from '../../modules/notification/notification.kind.ts';
import { smsKind } from '../../modules/sms/sms.kind.ts';
import { wellnessKind } from '../../modules/wellness/wellness.kind.ts';

// The messaging modules the demo's content is written for, by name. The product itself finds
// them through the manifests; the demo items (seed-content.ts) and the tests name them.

export const CONTENT_KINDS = {
  announcement: announcementKind,
  wellness: wellnessKind,
  marketing: marketingKind,
  notification: notificationKind,
  sms: smsKind,
} as const;

export type ContentKindKey = keyof typeof CONTENT_KINDS;
