import {
  GlobalModule,
  OPINION_POLL_EXPORT_FILE,
  POLL_STATUSES,
  POLL_STATUS_FILTER_OPTIONS,
  POLL_STATUS_MACHINE,
  POLL_TYPES,
  PollStatus,
  type PollItem,
} from '@console/contract';
import type { ContentModule } from '../../platform/content/content-module.ts';
import { formatDateTime } from '../../platform/content/content-tags.tsx';
import { lazy } from 'react';
import { POLL_API } from './poll-paths.ts';
import { ResponsesCell } from './responses-cell.tsx';

/**
 * Opinion polls (002 §2, §3, §7) on the messaging pages: /opinion-poll in the console,
 * /opinion_poll calls. Their statuses are their own (Sent, Completed; no Hidden), so the list
 * has no bulk Disable: a sent poll is closed one at a time, and only a new end date reopens it.
 */
export const pollModule: ContentModule<PollItem> = {
  moduleId: 'opinion-poll',
  title: 'Opinion Polls',
  singular: 'Poll',
  path: '/opinion-poll',
  apiPath: POLL_API.apiPath,
  auditItemType: 'opinion_polls',
  globalModule: GlobalModule.opinion_poll,
  permissions: { read: 'opinionpoll', create: 'opinionpoll', update: 'opinionpoll' },
  exportFileName: OPINION_POLL_EXPORT_FILE,
  opensTracked: false,
  messageLabel: 'Introduction',
  statuses: {
    codes: POLL_STATUSES,
    filterOptions: POLL_STATUS_FILTER_OPTIONS,
    machine: POLL_STATUS_MACHINE,
    ownActions: {
      [PollStatus.Completed]: {
        label: 'Close now',
        done: 'closed',
        danger: true,
        confirm: {
          title: 'Close this poll now?',
          body: 'Recipients can no longer answer. A new end date opens it again.',
          okText: 'Close poll',
        },
      },
    },
  },
  bulkDisable: false,
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
  extraFilters: [
    {
      kind: 'select',
      key: 'poll_type',
      label: 'Poll type',
      options: POLL_TYPES.options().map((option) => ({
        value: String(option.value),
        label: option.label,
      })),
    },
  ],
  detailFields: (item) => [
    { label: 'Poll type', value: POLL_TYPES.label(item.poll_type) },
    { label: 'Ends', value: formatDateTime(item.ends_at) },
    { label: 'Questions', value: item.questions.length },
  ],
  // Loaded with the detail page only: the list and home's queue do not carry the charts.
  DetailActions: lazy(() => import('./poll-actions.tsx')),
  DetailSections: lazy(() => import('./poll-results-section.tsx')),
};
