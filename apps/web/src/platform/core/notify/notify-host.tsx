import useNotification from 'antd/es/notification/useNotification';
import { useEffect } from 'react';
import { setNotificationInstance } from './notify.ts';

/**
 * Hands a themed notification instance to `notify` and renders its toasts; loaded by
 * <NotifyHostSlot /> inside antd's ConfigProvider. antd's own notification hook rather than
 * <App>'s, which would bring Modal and message (never called by the console) along.
 */
export default function NotifyHost() {
  const [notification, holder] = useNotification();
  useEffect(() => {
    setNotificationInstance(notification);
    return () => setNotificationInstance(null);
  }, [notification]);
  return holder;
}
