import { POLL_TYPES, type PollItem } from '@console/contract';
import type { ContentModule } from '../../platform/engines/content/content-module.ts';
import { formatDateTime } from '../../platform/core/format/date-time.ts';
import { pollConfig } from './poll-config.ts';
import { ResponsesCell } from './responses-cell.tsx';

/** The poll's messaging pages: its configuration with its own columns and detail fields. */
export const pollModule: ContentModule<PollItem> = {
  ...pollConfig,
  extraColumns: [
    {
      key: 'ends_at',
      title: 'Ends',
      sortable: false,
      render: (row) => formatDateTime(row.ends_at),
    },
    {
      key: 'responses',
      title: 'Responses',
      align: 'right',
      render: (row) => <ResponsesCell item={row} />,
    },
  ],
  detailFields: (item) => [
    { label: 'Poll type', value: POLL_TYPES.label(item.poll_type) },
    { label: 'Ends', value: formatDateTime(item.ends_at) },
    { label: 'Questions', value: item.questions.length },
  ],
};
