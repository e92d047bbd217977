import { describe, expect, it } from 'vitest';
import { redirectMessage } from './app-store-redirect.tsx';
import { matchStoreListing, STORE_LISTINGS } from './store-listings.ts';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126';

describe('app-store redirect (002 §2)', () => {
  it('sends phones on /staff_app and /parent_app paths to the matching listing', () => {
    expect(matchStoreListing('/staff_app', ANDROID)).toMatchObject({
      url: STORE_LISTINGS.staff.android,
      storeName: 'Play Store',
    });
    expect(matchStoreListing('/parent_app/open?x=1', IPHONE)).toMatchObject({
      url: STORE_LISTINGS.parent.ios,
      storeName: 'App Store',
    });
    expect(matchStoreListing('/staff_app/x', IPHONE)?.url).toBe(STORE_LISTINGS.staff.ios);
    expect(matchStoreListing('/parent_app', ANDROID)?.url).toBe(STORE_LISTINGS.parent.android);
  });

  it('does nothing elsewhere', () => {
    expect(matchStoreListing('/staff_app', DESKTOP)).toBeNull();
    expect(matchStoreListing('/announcement', ANDROID)).toBeNull();
  });

  it('says where it goes and when', () => {
    expect(redirectMessage('Play Store', 3)).toBe(
      'Please wait, redirecting to the Play Store in 3 seconds...',
    );
  });
});
