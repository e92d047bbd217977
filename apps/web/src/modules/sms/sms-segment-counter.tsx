import { smsSegments } from '@console/contract';
import { Flex, Typography } from 'antd';

// Under the SMS text: its length in segments (160 GSM-7 characters in one message, 70 when any
// character needs Unicode; 153 and 67 per part once it is split), and what the whole send costs
// in segments for the audience's reach.

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`;

/** "N characters · M segments (GSM-7)" for a text. */
export function smsSegmentSummary(text: string): string {
  const counted = smsSegments(text);
  return `${plural(counted.characters, 'character', 'characters')} · ${plural(
    counted.segments,
    'segment',
    'segments',
  )} (${counted.encoding})`;
}

/** Segments the send takes: each recipient's phone gets every segment. */
export function totalSegments(text: string, reach: number): number {
  return smsSegments(text).segments * reach;
}

export function SmsSegmentCounter({ text, reach }: { text: string; reach: number | undefined }) {
  const counted = smsSegments(text);
  return (
    <Flex vertical gap={2} role="status" aria-label="SMS length" style={{ marginBottom: 16 }}>
      <Typography.Text>{smsSegmentSummary(text)}</Typography.Text>
      <Typography.Text type="secondary">
        {counted.encoding === 'GSM-7'
          ? 'Up to 160 characters in one segment, 153 per segment when longer.'
          : 'Unicode: up to 70 characters in one segment, 67 per segment when longer.'}
      </Typography.Text>
      <Typography.Text strong>
        {reach === undefined
          ? 'Total for the reach: counting recipients…'
          : `Total for the reach: ${plural(counted.segments, 'segment', 'segments')} × ${plural(
              reach,
              'recipient',
              'recipients',
            )} = ${plural(totalSegments(text, reach), 'segment', 'segments')}`}
      </Typography.Text>
    </Flex>
  );
}
