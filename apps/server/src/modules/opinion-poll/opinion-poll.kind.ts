import {
  GlobalModule,
  OPINION_POLL_EXPORT_FILE,
  POLL_STATUS_MACHINE,
  POLL_STATUSES,
  PollMessages,
  type PollStatusCode,
  opinionPollEndpoints,
} from '@console/contract';
import {
  defineContentKind,
  singlePermission,
} from '../../platform/engines/content/content-kinds.ts';
import { pollRecipientsResolved } from './opinion-poll-recipients.ts';
import { respondentLinksData } from './opinion-poll-token.ts';

/**
 * Opinion polls as the content engine knows them: pushed to app users like announcements,
 * with the poll's own statuses, each recipient's branch kept when they are resolved (the
 * results' breakdowns), and an answer link in every push.
 */
export const opinionPollKind = defineContentKind({
  key: 'opinion_poll',
  table: 'opinion_polls',
  endpoints: opinionPollEndpoints,
  globalModule: GlobalModule.opinion_poll,
  access: singlePermission('opinionpoll'),
  channel: 'push',
  exportFile: OPINION_POLL_EXPORT_FILE,
  statusRules: {
    statuses: POLL_STATUSES,
    refusal: (from, to) => POLL_STATUS_MACHINE.refusal(from, to as PollStatusCode),
    sentCannotBeEdited: PollMessages.sentCannotBeEdited,
  },
  delivery: {
    recipientsResolved: pollRecipientsResolved,
    pushData: respondentLinksData,
    emptyMessageBody: PollMessages.pushInvitation,
  },
});
