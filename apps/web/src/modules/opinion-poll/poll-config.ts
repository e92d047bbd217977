import {
  GlobalModule,
  OPINION_POLL_EXPORT_FILE,
  POLL_STATUSES,
  POLL_STATUS_FILTER_OPTIONS,
  POLL_STATUS_MACHINE,
  POLL_TYPES,
  PollStatus,
  opinionPollEndpoints,
  type PollItem,
} from '@console/contract';
import type { ContentModule } from '../../platform/engines/content/content-module.ts';

/**
 * Opinion polls (002 §2, §3, §7) on the messaging pages: /opinion-poll in the console,
 * /opinion_poll calls. Their statuses are their own (Sent, Completed; no Hidden), so the list
 * has no bulk Disable: a sent poll is closed one at a time, and only a new end date reopens it.
 * Plain data (no antd): home's queue of scheduled polls loads it; pollModule adds the cells.
 */
export const pollConfig: ContentModule<PollItem> = {
  moduleId: 'opinion-poll',
  title: 'Opinion Polls',
  singular: 'Poll',
  path: '/opinion-poll',
  endpoints: opinionPollEndpoints,
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
};
