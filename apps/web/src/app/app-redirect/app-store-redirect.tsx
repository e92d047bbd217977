import { Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import type { StoreListing } from './store-listings.ts';

/** 002 §9: the countdown starts at 3 seconds. */
export const REDIRECT_COUNTDOWN_SECONDS = 3;

export function redirectMessage(storeName: string, seconds: number): string {
  return `Please wait, redirecting to the ${storeName} in ${seconds} seconds...`;
}

/** Counts down from 3, then sends the browser to the store listing. */
export function AppStoreRedirect({
  listing,
  go = (url: string) => window.location.assign(url),
}: {
  listing: StoreListing;
  go?: (url: string) => void;
}) {
  const [seconds, setSeconds] = useState(REDIRECT_COUNTDOWN_SECONDS);
  useEffect(() => {
    if (seconds <= 0) {
      go(listing.url);
      return;
    }
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds, listing.url, go]);
  return (
    <Result
      icon={<Spin size="large" />}
      title={redirectMessage(listing.storeName, Math.max(seconds, 0))}
      subTitle={<a href={listing.url}>Open the {listing.storeName} now</a>}
    />
  );
}
