import type { ContentSettingItem } from '@console/contract';
import { Button, Card, Flex, Form, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { apiErrorText } from '../../platform/core/api/api-errors.ts';
import { formatDateTime } from '../../platform/core/format/date-time.ts';
import { notify } from '../../platform/core/notify/notify.ts';
import { AccountPicker, type PickedPerson } from './account-picker.tsx';
import { useSaveSetting } from './content-settings-api.ts';

// One setting: what it does, what it is now, and its change. A saved change can be undone from
// its toast (the value before is saved back); "Use the default" returns it to its default.

const UNDO_MS = 10_000;

function CurrentValue({ item }: { item: ContentSettingItem }) {
  if (item.kind === 'user_ids') {
    if (item.people.length === 0) return <Typography.Text type="secondary">Nobody</Typography.Text>;
    return (
      <Flex wrap gap={4} role="list" aria-label={`${item.title}: people`}>
        {item.people.map((person) => (
          <Tag key={person.id} role="listitem" style={{ margin: 0 }}>
            {person.name}
          </Tag>
        ))}
      </Flex>
    );
  }
  return typeof item.value === 'string' ? (
    <Typography.Text copyable>{item.value}</Typography.Text>
  ) : (
    <Typography.Text type="secondary">Not set</Typography.Text>
  );
}

/** The value as it would be saved back by Undo: the default again, or what was stored. */
const valueBefore = (item: ContentSettingItem) => (item.is_default ? null : item.value);

export function SettingCard({ item }: { item: ContentSettingItem }) {
  const [editing, setEditing] = useState(false);
  const [people, setPeople] = useState<PickedPerson[]>(item.people);
  const [address, setAddress] = useState(typeof item.value === 'string' ? item.value : '');
  const save = useSaveSetting();
  const fieldId = `setting-${item.key}`;

  const startEditing = () => {
    setPeople(item.people);
    setAddress(typeof item.value === 'string' ? item.value : '');
    save.reset();
    setEditing(true);
  };

  const saveValue = async (value: ContentSettingItem['value'], done: string) => {
    const before = valueBefore(item);
    const saved = await save.mutateAsync({ key: item.key, value }).catch(() => null);
    if (!saved) return;
    setEditing(false);
    notify.withAction(
      'success',
      `${done}: ${item.title}`,
      'The server applies it from the next request.',
      {
        label: 'Undo',
        ms: UNDO_MS,
        onClick: () =>
          save.mutateAsync({ key: item.key, value: before }).then(
            () => notify.success(`Undone: ${item.title}`),
            (error: unknown) => notify.error('Could not undo the change', apiErrorText(error)),
          ),
      },
    );
  };

  const changed = item.updated_by
    ? `Changed by ${item.updated_by.name}, ${formatDateTime(item.updated_at)}`
    : item.updated_at
      ? `Changed ${formatDateTime(item.updated_at)}`
      : null;

  return (
    <Card
      size="small"
      title={
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {item.title}
        </Typography.Title>
      }
      extra={item.is_default && <Tag>Default</Tag>}
    >
      <Flex vertical gap={8}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {item.description}
        </Typography.Paragraph>
        {editing ? (
          <Form
            layout="vertical"
            onFinish={() =>
              saveValue(item.kind === 'user_ids' ? people.map((p) => p.id) : address, 'Saved')
            }
          >
            <Form.Item
              label={item.kind === 'user_ids' ? 'People' : 'Web address'}
              htmlFor={fieldId}
              validateStatus={save.isError ? 'error' : undefined}
              help={save.isError ? apiErrorText(save.error) : undefined}
              style={{ marginBottom: 12 }}
            >
              {item.kind === 'user_ids' ? (
                <AccountPicker
                  id={fieldId}
                  aria-label={item.title}
                  value={people}
                  onChange={setPeople}
                />
              ) : (
                <Input
                  id={fieldId}
                  type="url"
                  inputMode="url"
                  value={address}
                  onChange={(event) => setAddress(event.target.value)}
                  placeholder="https://"
                />
              )}
            </Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                Save
              </Button>
              <Button onClick={() => setEditing(false)} disabled={save.isPending}>
                Cancel
              </Button>
            </Space>
          </Form>
        ) : (
          <>
            <CurrentValue item={item} />
            <Flex wrap gap={8} align="center" justify="space-between">
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {changed}
              </Typography.Text>
              <Space>
                {!item.is_default && (
                  <Button
                    onClick={() => saveValue(null, 'Back to the default')}
                    loading={save.isPending}
                  >
                    Use the default
                  </Button>
                )}
                <Button onClick={startEditing} aria-label={`Change ${item.title}`}>
                  Change
                </Button>
              </Space>
            </Flex>
          </>
        )}
      </Flex>
    </Card>
  );
}
