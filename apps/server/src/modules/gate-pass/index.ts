export { gatePassRoutes } from './gate-pass.routes.ts';
export { gatePassAttachments } from './gate-pass-attachments.ts';
export { seedGatePasses } from './gate-pass.demo-seed.ts';
