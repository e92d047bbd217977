import { Segmented } from 'antd';
import { useLocation, useNavigate } from 'react-router';

// The two outboxes of the default delivery drivers (superusers): what was "sent" as SMS and as
// push messages. One switch on both pages moves between them.

const OUTBOXES = [
  { value: '/sms-outbox', label: 'SMS outbox' },
  { value: '/push-outbox', label: 'Push outbox' },
];

export function OutboxSwitch() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Segmented
      aria-label="Outbox"
      options={OUTBOXES}
      value={OUTBOXES.find((outbox) => outbox.value === pathname)?.value ?? OUTBOXES[0]!.value}
      onChange={(path) => navigate(path)}
    />
  );
}
