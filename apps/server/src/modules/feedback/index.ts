export { feedbackRoutes } from './feedback.routes.ts';
export { helpFeedbackAttachments } from './feedback-attachments.ts';
