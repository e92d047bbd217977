import { announcementKind } from '../../src/modules/announcement/announcement.kind.ts';
import { marketingKind } from '../../src/modules/marketing/marketing.kind.ts';
import { notificationKind } from '../../src/modules/notification/notification.kind.ts';
import { smsKind } from '../../src/modules/sms/sms.kind.ts';
import { wellnessKind } from '../../src/modules/wellness/wellness.kind.ts';

// The messaging modules by name, for the tests that name one. The product itself finds them
// through the manifests (module-registry.test.ts checks that the two agree).

export const CONTENT_KINDS = {
  announcement: announcementKind,
  wellness: wellnessKind,
  marketing: marketingKind,
  notification: notificationKind,
  sms: smsKind,
} as const;

export type ContentKindKey = keyof typeof CONTENT_KINDS;
