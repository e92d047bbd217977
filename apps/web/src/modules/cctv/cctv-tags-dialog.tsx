import { CctvMessages, type CctvTagRow } from '@console/contract';
import { Alert, Button, Input, List, Modal, Popconfirm, Radio, Space } from 'antd';
import { useState } from 'react';
import { apiErrorText } from '../../platform/core/api/api-errors.ts';
import { useMe } from '../../platform/core/me/use-me.ts';
import { notify } from '../../platform/core/notify/notify.ts';
import { useCctvTags, useDeleteTag, useSaveTag } from './cctv-api.ts';

/**
 * Tags for recorders and for cameras, with how many of the user's own carry each. They are the
 * group's, one list for every branch: a superuser adds, renames and deletes them (it comes off
 * what carries it); anyone else reads the list and is told so.
 */
export function CctvTagsDialog({ onClose }: { onClose: () => void }) {
  const mayManage = useMe().data?.is_superuser === true;
  const [forDvr, setForDvr] = useState(true);
  const tags = useCctvTags(forDvr);
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null);
  const create = useSaveTag(null);
  const rename = useSaveTag(renaming?.id ?? null);
  const remove = useDeleteTag();

  const add = () => {
    create.mutateAsync({ name, for_dvr: forDvr }).then(
      (tag) => {
        notify.success(`Tag ${tag.name} added`);
        setName('');
      },
      (error: unknown) => notify.error('Could not add the tag', apiErrorText(error)),
    );
  };
  const saveName = (tag: CctvTagRow) => {
    if (!renaming) return;
    rename.mutateAsync({ name: renaming.name, for_dvr: tag.for_dvr }).then(
      () => setRenaming(null),
      (error: unknown) => notify.error('Could not rename the tag', apiErrorText(error)),
    );
  };

  return (
    <Modal open title="Tags" onCancel={onClose} footer={<Button onClick={onClose}>Close</Button>}>
      <Radio.Group
        value={forDvr}
        onChange={(event) => setForDvr(event.target.value as boolean)}
        optionType="button"
        options={[
          { value: true, label: 'For recorders' },
          { value: false, label: 'For cameras' },
        ]}
      />
      {mayManage ? (
        <Space.Compact style={{ width: '100%', margin: '12px 0' }}>
          <Input
            aria-label="New tag"
            placeholder="New tag"
            value={name}
            maxLength={60}
            onChange={(event) => setName(event.target.value)}
            onPressEnter={() => name.trim() && add()}
          />
          <Button type="primary" disabled={!name.trim()} loading={create.isPending} onClick={add}>
            Add
          </Button>
        </Space.Compact>
      ) : (
        <Alert
          type="info"
          showIcon
          style={{ margin: '12px 0' }}
          title={CctvMessages.tagsForSuperusers}
        />
      )}
      <List
        loading={tags.isPending}
        dataSource={tags.data ?? []}
        locale={{ emptyText: 'No tags yet. Add the first above.' }}
        renderItem={(tag) => (
          <List.Item
            actions={
              mayManage
                ? [
                    renaming?.id === tag.id ? (
                      <Button key="save" size="small" type="primary" onClick={() => saveName(tag)}>
                        Save
                      </Button>
                    ) : (
                      <Button
                        key="rename"
                        size="small"
                        onClick={() => setRenaming({ id: tag.id, name: tag.name })}
                      >
                        Rename
                      </Button>
                    ),
                    <Popconfirm
                      key="delete"
                      title={`Delete the tag ${tag.name}?`}
                      description="It comes off every recorder and camera that carries it."
                      okText="Delete"
                      okButtonProps={{ danger: true }}
                      onConfirm={() =>
                        remove.mutateAsync(tag.id).then(
                          () => notify.success(`Tag ${tag.name} deleted`),
                          (error: unknown) => notify.error('Could not delete', apiErrorText(error)),
                        )
                      }
                    >
                      <Button size="small" danger>
                        Delete
                      </Button>
                    </Popconfirm>,
                  ]
                : []
            }
          >
            {renaming?.id === tag.id ? (
              <Input
                aria-label={`New name of ${tag.name}`}
                value={renaming.name}
                autoFocus
                onChange={(event) => setRenaming({ id: tag.id, name: event.target.value })}
                onPressEnter={() => saveName(tag)}
              />
            ) : (
              <List.Item.Meta
                title={tag.name}
                description={forDvr ? `${tag.dvr_count} recorders` : `${tag.camera_count} cameras`}
              />
            )}
          </List.Item>
        )}
      />
    </Modal>
  );
}
