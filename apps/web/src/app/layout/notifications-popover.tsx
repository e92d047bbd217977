import Popover from 'antd/es/popover';
import { useEffect, type ReactElement } from 'react';

/** The header's notifications (none yet), around the bell; loaded with its first opening. */
export default function NotificationsPopover({
  open,
  onOpenChange,
  onShown,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the popover and its trigger are drawn. */
  onShown: () => void;
  children: ReactElement;
}) {
  useEffect(onShown, [onShown]);
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title="Notifications"
      content={<div style={{ width: 220, color: 'rgba(0,0,0,0.62)' }}>No new notifications.</div>}
      open={open}
      onOpenChange={onOpenChange}
    >
      {children}
    </Popover>
  );
}
