import {
  CONTENT_SETTING_GROUP_LABELS,
  CONTENT_SETTING_GROUPS,
  type ContentSettingGroup,
} from '@console/contract';
import { Alert, Button, Empty, Flex, Input, Segmented, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { apiErrorText } from '../../platform/core/api/api-errors.ts';
import { DetailPage } from '../../platform/kit/detail/detail-page.tsx';
import { useContentSettings } from './content-settings-api.ts';
import { SettingCard } from './setting-card.tsx';

// /content-management (superusers, not those it is hidden from): every setting the product
// reads at run time (GET /content), by app, each changed in place (POST /content/server_setting).

type Shown = ContentSettingGroup | 'all';

const GROUP_OPTIONS: { value: Shown; label: string }[] = [
  { value: 'all', label: 'All' },
  ...CONTENT_SETTING_GROUPS.map((group) => ({
    value: group,
    label: CONTENT_SETTING_GROUP_LABELS[group],
  })),
];

export default function ContentSettingsPage() {
  const [group, setGroup] = useState<Shown>('all');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const settings = useContentSettings(group, search);
  const showEverything = () => {
    setGroup('all');
    setTyped('');
    setSearch('');
  };

  return (
    <DetailPage back={{ to: '/', label: 'Home' }} title="Content Management">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        The settings the product reads while it runs. A change applies at once, in every server, and
        is kept in the audit log.
      </Typography.Paragraph>
      <Flex wrap gap={12} align="center">
        <Segmented<Shown>
          aria-label="Settings of"
          options={GROUP_OPTIONS}
          value={group}
          onChange={setGroup}
        />
        <Input.Search
          aria-label="Search settings"
          placeholder="Search settings"
          allowClear
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            if (!event.target.value) setSearch('');
          }}
          onSearch={(text) => setSearch(text.trim())}
          style={{ maxWidth: 320 }}
        />
      </Flex>
      {settings.isPending && <Skeleton active paragraph={{ rows: 6 }} />}
      {settings.isError && <Alert type="error" showIcon message={apiErrorText(settings.error)} />}
      {settings.data?.length === 0 && (
        <Empty
          description={
            search
              ? `No setting matches “${search}”.`
              : `No ${GROUP_OPTIONS.find((option) => option.value === group)?.label.toLowerCase()} settings yet.`
          }
        >
          <Button onClick={showEverything}>Show every setting</Button>
        </Empty>
      )}
      <Flex vertical gap={12}>
        {settings.data?.map((item) => (
          <SettingCard key={`${item.key}:${item.updated_at ?? ''}`} item={item} />
        ))}
      </Flex>
    </DetailPage>
  );
}
