import { FEEDBACK_STATUSES, FEEDBACK_TYPES, findModule } from '@console/contract';
import { defineServerModule } from '../../platform/modules/server-module.ts';
import { helpFeedbackAttachments, mayReadFeedbackHistory } from './feedback-attachments.ts';
import { seedFeedback } from './feedback.demo-seed.ts';
import { helpFeedback } from './feedback.table.ts';
import { feedbackRoutes } from './feedback.routes.ts';

/** Feedback records: the help & feedback dialog's and the apps' submissions, and their triage. */
export const manifest = defineServerModule({
  id: 'feedback',
  routes: feedbackRoutes,
  attachmentReaders: [helpFeedbackAttachments],
  demoSeed: { label: 'feedback records', run: seedFeedback },
  audited: [
    {
      table: helpFeedback,
      readable: mayReadFeedbackHistory,
      labels: {
        noun: ['feedback record', 'feedback records'],
        fields: {
          user_id: 'From',
          status_changed_by: 'Status changed by',
          media_ids: 'Attachments',
        },
        codes: { status: FEEDBACK_STATUSES.labels, feedback_type: FEEDBACK_TYPES.labels },
        people: ['user_id', 'status_changed_by'],
        verbs: {
          field: 'status',
          to: { 2: 'resolved', 3: 'closed as won’t fix', 4: 'closed as invalid', 0: 'hid' },
        },
        path: `${findModule('feedback')!.path}/:id`,
      },
    },
  ],
});
