import { App } from 'antd';
import { useEffect } from 'react';
import { setNotificationInstance } from './notify.ts';

/** Hands antd's themed notification instance to `notify`; render once inside antd's <App>. */
export function NotifyHost() {
  const { notification } = App.useApp();
  useEffect(() => {
    setNotificationInstance(notification);
    return () => setNotificationInstance(null);
  }, [notification]);
  return null;
}
