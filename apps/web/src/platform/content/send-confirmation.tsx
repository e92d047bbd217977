import type { ReachCount } from '@console/contract';
import { Alert, Flex, Input, Modal, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';

// Nothing goes out from a messaging form without the sender seeing who receives it (issue 13):
// Send and Schedule ask first, with the reach as the item's channel delivers it, and a send to
// everyone ("All") is confirmed by typing the count or the word ALL, so a slip of the hand
// cannot message a whole group.

export type SendChannel = 'app' | 'sms';

export interface SendRequest {
  /** 'Send' or 'Schedule'. */
  action: string;
  /** 'announcement', 'SMS'. */
  noun: string;
  /** When it goes out: 'now' or 'on 25-Nov-2026 18:30'. */
  when: string;
  reach: ReachCount | null;
  channel: SendChannel;
  /** The audience is everyone the sender reaches (target method "all"). */
  toEveryone: boolean;
}

const format = (value: number) => value.toLocaleString('en-IN');
const plural = (count: number, one: string, many: string) =>
  `${format(count)} ${count === 1 ? one : many}`;

/** Who actually receives it, on the item's channel. */
export function reachLines(reach: ReachCount, channel: SendChannel): string[] {
  if (channel === 'sms') {
    return [`${plural(reach.count, 'recipient receives', 'recipients receive')} it by SMS.`];
  }
  const lines = [
    `${plural(reach.with_app, 'recipient with the app receives', 'recipients with the app receive')} it in the app.`,
  ];
  if (reach.phone_only > 0) {
    lines.push(
      `${plural(reach.phone_only, 'recipient has', 'recipients have')} only a phone number and will not receive it.`,
    );
  }
  return lines;
}

/** What the sender types to confirm a send to everyone: the count, or ALL. */
export const confirmsEveryone = (typed: string, reach: ReachCount | null) => {
  const text = typed.trim().replace(/[,\s]/g, '');
  return text.toUpperCase() === 'ALL' || (reach !== null && text === String(reach.count));
};

export function SendConfirmation({
  request,
  onConfirm,
  onCancel,
}: {
  request: SendRequest | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const [typed, setTyped] = useState('');
  const typedId = useId();
  useEffect(() => setTyped(''), [request]);
  if (!request) return null;
  const { reach, channel, toEveryone } = request;
  const receiving = reach ? (channel === 'sms' ? reach.count : reach.with_app) : null;
  const allowed = !toEveryone || confirmsEveryone(typed, reach);
  return (
    <Modal
      open
      title={`${request.action} this ${request.noun} ${request.when}?`}
      okText={request.action}
      okButtonProps={{ disabled: !allowed || receiving === 0 }}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Flex vertical gap={8}>
        {reach ? (
          <>
            <Typography.Text strong>
              {plural(reach.count, 'recipient', 'recipients')} in the audience.
            </Typography.Text>
            {reachLines(reach, channel).map((line) => (
              <Typography.Text key={line}>{line}</Typography.Text>
            ))}
            {receiving === 0 && (
              <Alert
                type="warning"
                showIcon
                title="Nobody would receive it: change the audience."
              />
            )}
          </>
        ) : (
          <Typography.Text>
            The reach could not be counted; the server counts it again when it sends.
          </Typography.Text>
        )}
        {toEveryone && (
          <Flex vertical gap={4}>
            <label htmlFor={typedId}>
              This goes to everyone you reach. Type {reach ? `${format(reach.count)} or ` : ''}ALL
              to confirm.
            </label>
            <Input
              id={typedId}
              autoFocus
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              onPressEnter={() => allowed && onConfirm()}
            />
          </Flex>
        )}
      </Flex>
    </Modal>
  );
}
