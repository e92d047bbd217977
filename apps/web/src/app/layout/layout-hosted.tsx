import { UsageTracker } from '../../platform/core/analytics/usage-tracker.tsx';

/**
 * Components the layout hosts on every signed-in page without showing anything of their own
 * (e.g. the usage-analytics tracker). Add them here; the layout renders this once.
 */
export function LayoutHosted() {
  return <UsageTracker />;
}
