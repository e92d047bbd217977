import { PhoneOutlined } from '@ant-design/icons';
import {
  CALL_STATUSES,
  CallStatus,
  CallingMessages,
  searchMobile,
  type CallRecord,
  type CallTypeCode,
  type TeleCallBody,
} from '@console/contract';
import { Button, Flex, Form, Input, Popover, Typography, type InputRef } from 'antd';
import { useRef, useState } from 'react';
import { notify } from '../../platform/core/notify/notify.ts';
import { StatusTag } from '../../platform/kit/tags/status-tag.tsx';
import { useCallStatus } from './call-status-store.ts';
import { usePlaceCall } from './calling-api.ts';

// Click-to-call (001 §7 POST /adoption_call/tele_call): the telephony service rings the agent
// first (their own mobile on record, or the number typed here), then the person called.

/** The status of this browser's last call to a number; nothing while it is unknown (-1). */
export function LastCallStatus({ userNumber }: { userNumber: string }) {
  const status = useCallStatus(userNumber);
  if (status === CallStatus.Unknown) return null;
  return <StatusTag codes={CALL_STATUSES} code={status} />;
}

interface CallButtonProps {
  call: Pick<CallRecord, 'call_type' | 'student_id' | 'staff_id' | 'user_number'>;
}

export function CallButton({ call }: CallButtonProps) {
  const place = usePlaceCall();
  const [open, setOpen] = useState(false);
  const [agentNumber, setAgentNumber] = useState('');
  /** The server's refusal that concerns the agent's number: shown under the field. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const numberField = useRef<InputRef>(null);
  const checked = agentNumber.trim() === '' ? null : searchMobile.safeParse(agentNumber);
  const problem =
    (checked && !checked.success ? checked.error.issues[0]?.message : undefined) ??
    refusal ??
    undefined;

  const dial = async () => {
    const body: TeleCallBody = {
      call_type: call.call_type as CallTypeCode,
      ...(call.student_id !== null ? { student_id: call.student_id } : {}),
      ...(call.staff_id !== null ? { staff_id: call.staff_id } : {}),
      user_number: call.user_number,
      ...(checked?.success ? { agent_number: checked.data } : {}),
    };
    try {
      const placed = await place.mutateAsync(body);
      setOpen(false);
      notify.success('Call placed', `Your phone rings first, then ${placed.user_number}.`);
    } catch (error) {
      const message = error instanceof Error ? error.message : undefined;
      if (message === CallingMessages.noAgentNumber) {
        // Not a failure of the call: the form needs the number to ring first.
        setRefusal(message);
        numberField.current?.focus();
      } else {
        notify.error('The call was not placed', message);
      }
    }
  };

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      title={`Call ${call.user_number}`}
      content={
        <Form layout="vertical" onFinish={() => void dial()} style={{ width: 260 }}>
          <Form.Item
            label="Ring my phone at"
            validateStatus={problem ? 'error' : undefined}
            help={problem ?? 'Leave empty to use your mobile number on record.'}
          >
            <Input
              aria-label="Ring my phone at"
              inputMode="numeric"
              placeholder="10-digit mobile number"
              ref={numberField}
              value={agentNumber}
              status={problem ? 'error' : undefined}
              aria-invalid={!!problem}
              onChange={(event) => {
                setAgentNumber(event.target.value);
                setRefusal(null);
              }}
            />
          </Form.Item>
          <Flex justify="end" gap={8}>
            <Typography.Text type="secondary" style={{ marginRight: 'auto' }}>
              <LastCallStatus userNumber={call.user_number} />
            </Typography.Text>
            <Button
              type="primary"
              htmlType="submit"
              icon={<PhoneOutlined />}
              loading={place.isPending}
              disabled={!!problem}
            >
              Call
            </Button>
          </Flex>
        </Form>
      }
    >
      <Button size="small" icon={<PhoneOutlined />} aria-label={`Call ${call.user_number}`} />
    </Popover>
  );
}
