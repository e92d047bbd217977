import type { ReachCount } from '@console/contract';
import { Alert, Checkbox, Flex, Input, Modal, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
import type { AudienceWords } from '../../kit/targeting/audience-words.ts';

// Nothing goes out from a messaging form without the sender seeing who receives it (issue 13):
// Send and Schedule ask first, naming the audience (who, where, how narrowed: issue 25) and the
// reach as the item's channel delivers it, and a send to everyone ("All") across more than one
// branch is confirmed by typing the count or the word ALL, so a slip of the hand cannot message
// a whole group; everyone of a principal's one branch is that branch, named, and not typed for. An app message whose audience has recipients with only a phone
// number offers to follow it with an SMS to them (the module's `phoneOnlySms`).

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
  /** Who it goes to, by name; null when it could not be put in words. */
  audience: AudienceWords | null;
  /** Everyone the sender reaches, in more than one branch: confirmed by typing. */
  typeToConfirm: boolean;
  /** Offer to write an SMS to the recipients the app does not reach, once this is saved. */
  offersPhoneOnlySms?: boolean;
}

/** What the sender chose besides confirming. */
export interface SendChoice {
  /** Open the SMS form for the recipients with only a phone number afterwards. */
  smsToPhoneOnly: boolean;
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
  onConfirm: (choice: SendChoice) => void;
  onCancel: () => void;
}) {
  const [typed, setTyped] = useState('');
  const [smsToPhoneOnly, setSmsToPhoneOnly] = useState(false);
  const typedId = useId();
  useEffect(() => {
    setTyped('');
    setSmsToPhoneOnly(false);
  }, [request]);
  if (!request) return null;
  const { reach, channel, audience, typeToConfirm } = request;
  const receiving = reach ? (channel === 'sms' ? reach.count : reach.with_app) : null;
  const allowed = !typeToConfirm || confirmsEveryone(typed, reach);
  const phoneOnly = channel === 'app' && request.offersPhoneOnlySms ? (reach?.phone_only ?? 0) : 0;
  const confirm = () => onConfirm({ smsToPhoneOnly: phoneOnly > 0 && smsToPhoneOnly });
  return (
    <Modal
      open
      title={`${request.action} this ${request.noun} ${request.when}?`}
      okText={request.action}
      okButtonProps={{ disabled: !allowed || receiving === 0 }}
      onOk={confirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Flex vertical gap={8}>
        {audience && (
          <section aria-label="Who receives it">
            <Typography.Text strong>{audience.headline}.</Typography.Text>
            {audience.refinements.length > 0 && (
              <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
                {audience.refinements.map((line) => (
                  <li key={line.label}>
                    {line.label}: {line.value}
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
        {reach ? (
          <>
            <Typography.Text strong>
              {plural(reach.count, 'recipient', 'recipients')} in the audience.
            </Typography.Text>
            {reachLines(reach, channel).map((line) => (
              <Typography.Text key={line}>{line}</Typography.Text>
            ))}
            {phoneOnly > 0 && (
              <Checkbox
                checked={smsToPhoneOnly}
                onChange={(event) => setSmsToPhoneOnly(event.target.checked)}
              >
                Then write an SMS to the {plural(phoneOnly, 'recipient', 'recipients')} with only a
                phone number
              </Checkbox>
            )}
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
        {typeToConfirm && (
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
              onPressEnter={() => allowed && confirm()}
            />
          </Flex>
        )}
      </Flex>
    </Modal>
  );
}
