import {
  Application,
  NOTIFICATION_APPLICATIONS,
  NOTIFICATION_PLATFORMS,
  Platform,
} from '@console/contract';

// Notification targets of 002 §3: platforms Web 1, Android 2, iOS 3; applications Admin 1,
// Parent Mobile App 2, Staff Mobile App 3.

const PLATFORM_LABELS: Record<number, string> = {
  [Platform.Web]: 'Web',
  [Platform.Android]: 'Android',
  [Platform.iOS]: 'iOS',
};
const APPLICATION_LABELS: Record<number, string> = {
  [Application.Admin]: 'Admin',
  [Application.ParentMobileApp]: 'Parent Mobile App',
  [Application.StaffMobileApp]: 'Staff Mobile App',
};

export const PLATFORM_OPTIONS = NOTIFICATION_PLATFORMS.map((value) => ({
  value,
  label: PLATFORM_LABELS[value]!,
}));
export const APPLICATION_OPTIONS = NOTIFICATION_APPLICATIONS.map((value) => ({
  value,
  label: APPLICATION_LABELS[value]!,
}));

export const platformNames = (codes: readonly number[]) =>
  codes.map((code) => PLATFORM_LABELS[code] ?? String(code)).join(', ') || '—';
export const applicationNames = (codes: readonly number[]) =>
  codes.map((code) => APPLICATION_LABELS[code] ?? String(code)).join(', ') || '—';
