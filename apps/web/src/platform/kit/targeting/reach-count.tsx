import { ReloadOutlined, TeamOutlined } from '@ant-design/icons';
import type { ReachCount } from '@console/contract';
import { Button, Flex, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';

// "Reach: N recipients" with the breakdown: how many have the app, how many only a phone,
// after removing duplicates (siblings' parents and shared numbers count once).

interface ReachCountViewProps {
  data: ReachCount | undefined;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
}

const format = (value: number) => value.toLocaleString('en-IN');

export function reachSummary(reach: Pick<ReachCount, 'count'>): string {
  return `Reach: ${format(reach.count)} ${reach.count === 1 ? 'recipient' : 'recipients'}`;
}

/**
 * The reach's box, a live region named "Reach": busy (with a spinner) while it is counted again,
 * the last count staying readable meanwhile (no fading: it must keep 4.5:1).
 */
export function ReachStatus({ loading, children }: { loading: boolean; children: ReactNode }) {
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
      {children}
      {loading && <Spin size="small" />}
    </Flex>
  );
}

/** A count that failed, with its reason and a way to ask again. */
export function ReachError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <>
      <Typography.Text type="danger">Reach could not be counted: {error.message}</Typography.Text>
      <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
        Retry
      </Button>
    </>
  );
}

export function ReachCountView({ data, loading, error, onRetry }: ReachCountViewProps) {
  return (
    <ReachStatus loading={loading}>
      {error ? (
        <ReachError error={error} onRetry={onRetry} />
      ) : data ? (
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
    </ReachStatus>
  );
}
