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
  audited: [{ table: helpFeedback, readable: mayReadFeedbackHistory }],
});
