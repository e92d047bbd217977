import Popover from 'antd/es/popover';
import { useEffect, type ReactElement } from 'react';
import { Link } from 'react-router';
import type { WaitingWork } from '../home/waiting-work.ts';

/**
 * The header's notifications around the bell, loaded with its first opening: the user's own
 * work waiting, as the modules' home queues count it (passes waiting, polls closing, recorders
 * down…), each with its count and a link to its filtered list. Live events come with the
 * realtime channel.
 */
export default function NotificationsPopover({
  work,
  open,
  onOpenChange,
  onShown,
  children,
}: {
  work: readonly WaitingWork[];
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
      content={<WaitingWorkList work={work} onOpen={() => onOpenChange(false)} />}
      open={open}
      onOpenChange={onOpenChange}
    >
      {children}
    </Popover>
  );
}

export function WaitingWorkList({
  work,
  onOpen,
}: {
  work: readonly WaitingWork[];
  onOpen: () => void;
}) {
  const waiting = work.filter((item) => (item.answer?.count ?? 0) > 0);
  const counting = work.some((item) => !item.answer && !item.failed);
  const failed = work.filter((item) => item.failed);
  return (
    <div className="console-notifications">
      {waiting.length > 0 && (
        <ul aria-label="Work waiting for you">
          {waiting.map(({ queue, answer }) => (
            <li key={queue.id}>
              <Link to={answer!.link} onClick={onOpen} data-queue={queue.id}>
                <strong>{answer!.count.toLocaleString('en-IN')}</strong> {queue.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {counting && <p role="status">Counting your work…</p>}
      {failed.length > 0 && (
        <p>{failed.map((item) => item.queue.label).join(', ')}: could not be counted.</p>
      )}
      {waiting.length === 0 && !counting && failed.length === 0 && (
        <p>Nothing is waiting for you.</p>
      )}
    </div>
  );
}
