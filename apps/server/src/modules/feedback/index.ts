export { feedbackRoutes } from './feedback.routes.ts';
