import { Messages } from '@console/contract';
import { useOffline } from '../../platform/core/api/connection.ts';
import './offline-banner.css';

/**
 * Above every page while the browser is offline or the server gives no answer: the console says
 * so itself rather than leaving a list that never loads or a save that fails to explain it.
 * A status (polite): it must not interrupt what the user is typing. Plain elements drawn as
 * antd's warning banner: this is start-up code of every signed-in page (the page-weight budget),
 * and it shows only while offline.
 */
export function OfflineBanner() {
  const offline = useOffline();
  if (!offline) return null;
  return (
    <div role="status" className="offline-banner">
      <svg className="offline-banner-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M8 1 15.5 14.5H.5L8 1Z" fill="currentColor" />
        <path d="M7.25 6h1.5v4.25h-1.5zM7.25 11.25h1.5v1.5h-1.5z" fill="#fff" />
      </svg>
      {Messages.offline}
    </div>
  );
}
