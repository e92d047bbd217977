import { defineServerModule } from '../../platform/modules/server-module.ts';
import { helpFeedbackAttachments } from './feedback-attachments.ts';
import { helpFeedback } from './feedback.table.ts';
import { feedbackRoutes } from './feedback.routes.ts';

/** Help and feedback: the console's feedback dialog and its attachments. */
export const manifest = defineServerModule({
  id: 'feedback',
  routes: feedbackRoutes,
  attachmentReaders: [helpFeedbackAttachments],
  audited: [{ table: helpFeedback }],
});
