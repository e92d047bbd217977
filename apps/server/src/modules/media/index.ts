export { mediaRoutes } from './media.routes.ts';
