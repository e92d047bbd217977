// 002 §2: on Android or iOS, paths beginning /staff_app or /parent_app send the visitor to the
// matching app-store listing. The four listings are set at build time (VITE_* variables, see
// README "Console configuration"); the defaults are the group's listings.

export type MobilePlatform = 'android' | 'ios';

export interface StoreListing {
  app: 'staff' | 'parent';
  platform: MobilePlatform;
  url: string;
  storeName: 'Play Store' | 'App Store';
}

const env = import.meta.env as Record<string, string | undefined>;

export const STORE_LISTINGS: Record<'staff' | 'parent', Record<MobilePlatform, string>> = {
  staff: {
    android:
      env.VITE_STAFF_APP_ANDROID_URL ??
      'https://play.google.com/store/apps/details?id=in.educationgroup.staff',
    ios:
      env.VITE_STAFF_APP_IOS_URL ?? 'https://apps.apple.com/app/education-group-staff/id0000000001',
  },
  parent: {
    android:
      env.VITE_PARENT_APP_ANDROID_URL ??
      'https://play.google.com/store/apps/details?id=in.educationgroup.parent',
    ios:
      env.VITE_PARENT_APP_IOS_URL ??
      'https://apps.apple.com/app/education-group-parent/id0000000002',
  },
};

export function mobilePlatform(userAgent: string): MobilePlatform | null {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  return null;
}

/** The listing for this address on this device, or null (other paths, other devices). */
export function matchStoreListing(pathname: string, userAgent: string): StoreListing | null {
  const app = pathname.startsWith('/staff_app')
    ? 'staff'
    : pathname.startsWith('/parent_app')
      ? 'parent'
      : null;
  const platform = mobilePlatform(userAgent);
  if (!app || !platform) return null;
  return {
    app,
    platform,
    url: STORE_LISTINGS[app][platform],
    storeName: platform === 'android' ? 'Play Store' : 'App Store',
  };
}
