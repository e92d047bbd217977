import { z } from 'zod';
import { INT4_MAX, INT4_MIN } from '../common/numbers.ts';
import { Application, Platform } from '../enums.ts';
import { contentBody, contentItem, contentListQuery } from './content.ts';
import { ContentMessages } from './content-status.ts';
import { targetingFilter } from './targeting.ts';

// Push notifications (002 §3, §7): content items aimed at platforms (Web 1, Android 2, iOS 3)
// and applications (Admin 1, Parent Mobile App 2, Staff Mobile App 3).

export const NOTIFICATION_EXPORT_FILE = 'notifications.csv';

export const NOTIFICATION_PLATFORMS = [Platform.Web, Platform.Android, Platform.iOS] as const;
export const NOTIFICATION_APPLICATIONS = [
  Application.Admin,
  Application.ParentMobileApp,
  Application.StaffMobileApp,
] as const;

/** The words of the notification targets (002 §3), for lists, forms and export files. */
export const NOTIFICATION_PLATFORM_LABELS: Record<number, string> = {
  [Platform.Web]: 'Web',
  [Platform.Android]: 'Android',
  [Platform.iOS]: 'iOS',
};
export const NOTIFICATION_APPLICATION_LABELS: Record<number, string> = {
  [Application.Admin]: 'Admin',
  [Application.ParentMobileApp]: 'Parent Mobile App',
  [Application.StaffMobileApp]: 'Staff Mobile App',
};

const oneOf = <T extends number>(values: readonly T[]) =>
  z.union(
    values.map((value) => z.literal(value)) as unknown as [z.ZodLiteral<T>, ...z.ZodLiteral<T>[]],
  );

export const notificationTargetFields = {
  platforms: z
    .array(oneOf(NOTIFICATION_PLATFORMS))
    .min(1, ContentMessages.platformsRequired)
    .max(3)
    .default([...NOTIFICATION_PLATFORMS]),
  applications: z
    .array(oneOf(NOTIFICATION_APPLICATIONS))
    .min(1, ContentMessages.applicationsRequired)
    .max(3),
};

export const notificationBody = contentBody(notificationTargetFields);
export type NotificationBody = z.input<typeof notificationBody>;
export const notificationItem = contentItem.extend({
  platforms: z.array(z.number().int()),
  applications: z.array(z.number().int()),
});
export type NotificationItem = z.infer<typeof notificationItem>;

/** POST /notification/reach: the targeting and the platforms and applications it goes to. */
export const notificationReachBody = targetingFilter.extend(notificationTargetFields);
export type NotificationReachBody = z.input<typeof notificationReachBody>;

const codeFilter = (values: readonly number[], message: string) =>
  z.coerce
    .number()
    .int()
    .min(INT4_MIN)
    .max(INT4_MAX)
    .refine((value) => values.includes(value), message)
    .optional();

export const notificationListQuery = contentListQuery({
  platform: codeFilter(NOTIFICATION_PLATFORMS, 'Filter by platform Web 1, Android 2 or iOS 3.'),
  application: codeFilter(
    NOTIFICATION_APPLICATIONS,
    'Filter by application Admin 1, Parent Mobile App 2 or Staff Mobile App 3.',
  ),
});
