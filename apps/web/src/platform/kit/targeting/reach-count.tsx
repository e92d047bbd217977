import { ReloadOutlined, TeamOutlined } from '@ant-design/icons';
import type { ReachCount } from '@console/contract';
import { Button, Flex, Spin, Typography } from 'antd';

// "Reach: N recipients" with the breakdown: how many have the app, how many only a phone,
// after removing duplicates (siblings' parents and shared numbers count once).

interface ReachCountViewProps {
  data: ReachCount | undefined;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
}

const format = (value: number) => value.toLocaleString('en-IN');

export function reachSummary(reach: ReachCount): string {
  return `Reach: ${format(reach.count)} ${reach.count === 1 ? 'recipient' : 'recipients'}`;
}

export function ReachCountView({ data, loading, error, onRetry }: ReachCountViewProps) {
  return (
    <Flex
      role="status"
      aria-live="polite"
      aria-busy={loading}
      aria-label="Reach"
      align="center"
      gap={12}
      wrap
      style={{
        padding: '12px 16px',
        borderRadius: 8,
        background: 'var(--ant-color-fill-quaternary, #fafafa)',
      }}
    >
      <TeamOutlined style={{ fontSize: 20 }} aria-hidden />
      {error ? (
        <>
          <Typography.Text type="danger">
            Reach could not be counted: {error.message}
          </Typography.Text>
          <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
            Retry
          </Button>
        </>
      ) : data ? (
        // While a new count runs the old one stays readable (no fading: it must keep 4.5:1);
        // the spinner beside it and aria-busy say it is being recounted.
        <Flex vertical aria-busy={loading}>
          <Typography.Text strong>{reachSummary(data)}</Typography.Text>
          <Typography.Text type="secondary">
            {format(data.with_app)} with app · {format(data.phone_only)} phone only · duplicates
            removed ({format(data.matched)} matched)
          </Typography.Text>
        </Flex>
      ) : (
        <Typography.Text type="secondary">Counting recipients…</Typography.Text>
      )}
      {loading && <Spin size="small" />}
    </Flex>
  );
}
