import {
  effectiveSettingsEndpoints as endpoints,
  type EffectiveSetting,
  type EffectiveSettingsOwner,
} from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Skeleton, Tag, Typography } from 'antd';
import { apiErrorText } from '../../platform/core/api/api-errors.ts';
import { callEndpoint } from '../../platform/core/api/call-endpoint.ts';
import { DetailPage } from '../../platform/kit/detail/detail-page.tsx';

// /server-settings (superusers): what the server runs with, read from its environment: the
// platform's variables, then each module's under its prefixes. A secret shows only as set or
// not; the server never sends its value.

export default function ServerSettingsPage() {
  const settings = useQuery({
    queryKey: ['settings', 'effective'],
    queryFn: ({ signal }) => callEndpoint(endpoints.effective, { signal }),
  });
  return (
    <DetailPage back={{ to: '/', label: 'Home' }} title="Server settings (effective)">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Read from the server’s environment when it started; change them there and restart it.
      </Typography.Paragraph>
      {settings.isPending && <Skeleton active paragraph={{ rows: 8 }} />}
      {settings.isError && <Alert type="error" showIcon message={apiErrorText(settings.error)} />}
      {settings.data?.map((owner) => (
        <OwnerCard key={owner.owner} owner={owner} />
      ))}
    </DetailPage>
  );
}

function OwnerCard({ owner }: { owner: EffectiveSettingsOwner }) {
  const title =
    owner.owner === 'platform'
      ? 'Platform'
      : `Module ${owner.owner} (${owner.prefixes.map((prefix) => `${prefix}*`).join(', ')})`;
  return (
    <Card title={title} size="small">
      <Descriptions
        column={1}
        size="small"
        bordered
        items={owner.settings.map((setting) => ({
          key: setting.name,
          label: <code>{setting.name}</code>,
          children: <SettingValue setting={setting} />,
        }))}
      />
    </Card>
  );
}

function SettingValue({ setting }: { setting: EffectiveSetting }) {
  if (setting.is_secret) return <Tag>{setting.is_set ? 'Set (secret)' : 'Not set'}</Tag>;
  const { value } = setting;
  const text = value === null ? '—' : Array.isArray(value) ? value.join(', ') : String(value);
  return (
    <>
      <span style={{ overflowWrap: 'anywhere' }}>{text}</span>
      {!setting.is_set && <Tag style={{ marginInlineStart: 8 }}>default</Tag>}
    </>
  );
}
