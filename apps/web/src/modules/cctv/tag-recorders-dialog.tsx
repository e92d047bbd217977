import { Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import type { BulkPromptProps } from '../../platform/kit/list/bulk-action.ts';
import { useCctvTags } from './cctv-api.ts';

/** The bulk Tag action's question: which recorder tags to add to the selected recorders. */
export function TagRecordersDialog({
  title,
  running,
  onConfirm,
  onCancel,
}: BulkPromptProps<number[]>) {
  const tags = useCctvTags(true);
  const [chosen, setChosen] = useState<number[]>([]);
  return (
    <Modal
      open
      title={title}
      okText="Add tags"
      okButtonProps={{ disabled: chosen.length === 0, loading: running }}
      onOk={() => onConfirm(chosen)}
      onCancel={onCancel}
    >
      <Typography.Paragraph>
        The tags are added to each recorder; the tags they already carry stay.
      </Typography.Paragraph>
      <Select
        mode="multiple"
        aria-label="Tags to add"
        placeholder={tags.data?.length === 0 ? 'No recorder tags yet: add them with Tags' : 'Tags'}
        style={{ width: '100%' }}
        optionFilterProp="label"
        value={chosen}
        onChange={setChosen}
        options={(tags.data ?? []).map((tag) => ({ value: tag.id, label: tag.name }))}
      />
    </Modal>
  );
}
