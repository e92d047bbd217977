import { Component, lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { hostAsked, notificationHostFailed, subscribeHostAsked } from './notify.ts';

const NotifyHost = lazy(() => import('./notify-host.tsx'));

/** A host that cannot load (offline, a replaced release) leaves the page as it is. */
class HostBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('The toasts could not load', error);
    notificationHostFailed();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Where toasts are rendered: nothing until the first is asked for, then antd's notification
 * host (its code, about 6 kB gzip, loads then). Render once inside antd's ConfigProvider.
 */
export function NotifyHostSlot() {
  const asked = useSyncExternalStore(subscribeHostAsked, hostAsked, hostAsked);
  if (!asked) return null;
  return (
    <HostBoundary>
      <Suspense fallback={null}>
        <NotifyHost />
      </Suspense>
    </HostBoundary>
  );
}
