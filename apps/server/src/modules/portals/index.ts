export { portalsRoutes } from './portals.routes.ts';
