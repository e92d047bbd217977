import {
  CALL_STATUS_META,
  SENTIMENT_META,
  readCallStatus,
  type SentimentCode,
} from '@console/contract';
import { Tag } from 'antd';

// How a call's status, sentiment and talk time read in lists and details.

export function CallStatusTag({ status }: { status: number }) {
  const meta = CALL_STATUS_META[readCallStatus(status)];
  return <Tag color={meta.colour}>{meta.label}</Tag>;
}

export function SentimentTag({ sentiment }: { sentiment: number | null }) {
  if (sentiment === null) return <>—</>;
  const meta = SENTIMENT_META[sentiment as SentimentCode];
  if (!meta) return <Tag>{sentiment}</Tag>;
  return <Tag color={meta.colour}>{meta.label}</Tag>;
}

/** Talk time as m:ss; a call never answered shows a dash. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
