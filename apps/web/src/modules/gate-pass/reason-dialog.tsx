import type { GatePassRejectionReason } from '@console/contract';
import { Alert, Flex, Input, Modal, Select, Typography } from 'antd';
import { useId, useState, type ReactNode } from 'react';

// The rejection dialog of a pass and of a pickup person: a reason from module info (required),
// the approver's own words (optional), and the server's refusal if it comes.

export interface ChosenReason {
  reasonId: number;
  words: string;
}

interface ReasonDialogProps {
  open: boolean;
  title: string;
  okText: string;
  reasons: readonly GatePassRejectionReason[];
  /** Shown when OK is pressed without a reason. */
  requiredMessage: string;
  loading: boolean;
  error: string | null;
  children?: ReactNode;
  onConfirm: (choice: ChosenReason) => void;
  onCancel: () => void;
}

export function ReasonDialog(props: ReasonDialogProps) {
  return props.open ? <OpenReasonDialog {...props} /> : null;
}

function OpenReasonDialog({
  title,
  okText,
  reasons,
  requiredMessage,
  loading,
  error,
  children,
  onConfirm,
  onCancel,
}: ReasonDialogProps) {
  const [reasonId, setReasonId] = useState<number | undefined>(undefined);
  const [words, setWords] = useState('');
  const [missing, setMissing] = useState(false);
  const reasonLabel = useId();
  return (
    <Modal
      open
      title={title}
      okText={okText}
      okButtonProps={{ danger: true }}
      confirmLoading={loading}
      onCancel={onCancel}
      onOk={() => {
        if (reasonId === undefined) {
          setMissing(true);
          return;
        }
        onConfirm({ reasonId, words: words.trim() });
      }}
    >
      <Flex vertical gap={12}>
        {children}
        <div>
          <Typography.Text id={reasonLabel}>Rejection reason</Typography.Text>
          <Select
            aria-labelledby={reasonLabel}
            // The one choice to make: the keyboard starts there.
            autoFocus
            placeholder="Choose a reason"
            style={{ width: '100%' }}
            status={missing ? 'error' : undefined}
            value={reasonId}
            options={reasons.map((reason) => ({ value: reason.id, label: reason.name }))}
            onChange={(next: number) => {
              setReasonId(next);
              setMissing(false);
            }}
          />
          {missing && (
            <Typography.Text type="danger" role="alert" style={{ display: 'block' }}>
              {requiredMessage}
            </Typography.Text>
          )}
        </div>
        <Input.TextArea
          aria-label="Note (optional)"
          placeholder="Note (optional): in your own words"
          maxLength={500}
          autoSize={{ minRows: 2, maxRows: 5 }}
          value={words}
          onChange={(event) => setWords(event.target.value)}
        />
        {error && <Alert type="error" showIcon title={error} role="alert" />}
      </Flex>
    </Modal>
  );
}
