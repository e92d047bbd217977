import { Messages } from '@console/contract';
import { Alert } from 'antd';
import { useOffline } from '../../platform/core/api/connection.ts';

/**
 * Above every page while the browser is offline or the server gives no answer: the console says
 * so itself rather than leaving a list that never loads or a save that fails to explain it.
 * A status (polite): it must not interrupt what the user is typing.
 */
export function OfflineBanner() {
  const offline = useOffline();
  if (!offline) return null;
  return <Alert role="status" type="warning" showIcon banner title={Messages.offline} />;
}
