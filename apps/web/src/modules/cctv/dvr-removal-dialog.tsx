import type { DvrRow } from '@console/contract';
import { Flex, Input, Modal, Typography } from 'antd';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { apiErrorText } from '../../platform/core/api/api-errors.ts';
import { notify } from '../../platform/core/notify/notify.ts';
import { useRemoveDvr } from './cctv-api.ts';

// "Delete for good" (DELETE /cctv/dvr/{id}/complete) on a deleted recorder: nothing brings it
// back, so the user types the recorder's name or DELETE first, as a send to everyone is confirmed
// by typing (the messaging forms' send confirmation).

/** What the user types to confirm: the recorder's name or the word DELETE (any case, trimmed). */
export const confirmsRemoval = (typed: string, name: string) => {
  const text = typed.trim().toLowerCase();
  return text === 'delete' || (text !== '' && text === name.trim().toLowerCase());
};

export function DvrRemovalDialog({
  dvr,
  onClose,
  removedTo,
}: {
  dvr: Pick<DvrRow, 'id' | 'name'>;
  onClose: () => void;
  /** Where to go once it is gone (its page has nothing left to show). */
  removedTo: string;
}) {
  const [typed, setTyped] = useState('');
  const typedId = useId();
  const remove = useRemoveDvr();
  const navigate = useNavigate();
  const allowed = confirmsRemoval(typed, dvr.name);
  const confirm = () => {
    if (!allowed || remove.isPending) return;
    remove.mutate(dvr, {
      onSuccess: () => {
        notify.success(`${dvr.name} deleted for good`);
        onClose();
        navigate(removedTo);
      },
      onError: (error) => notify.error('Could not delete for good', apiErrorText(error)),
    });
  };
  return (
    <Modal
      open
      title={`Delete ${dvr.name} for good?`}
      okText="Delete for good"
      okButtonProps={{ danger: true, disabled: !allowed }}
      confirmLoading={remove.isPending}
      onOk={confirm}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap={8}>
        <Typography.Text>
          The recorder, its cameras, tags and checks are removed and cannot be restored. Its history
          stays in the audit log.
        </Typography.Text>
        <label htmlFor={typedId}>Type the recorder’s name, {dvr.name}, or DELETE to confirm.</label>
        <Input
          id={typedId}
          autoFocus
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onPressEnter={confirm}
        />
      </Flex>
    </Modal>
  );
}
