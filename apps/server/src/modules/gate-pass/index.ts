import { defineServerModule } from '../../platform/modules/server-module.ts';
import { gatePassAttachments } from './gate-pass-attachments.ts';
import { seedGatePasses } from './gate-pass.demo-seed.ts';
import { gatePassRoutes } from './gate-pass.routes.ts';

/** Gate pass (001): students' gate and leave passes, pickup members, the gate's log. */
export const manifest = defineServerModule({
  id: 'gate-pass',
  routes: gatePassRoutes,
  attachmentReaders: [gatePassAttachments],
  demoSeed: { label: 'gate passes', run: seedGatePasses },
});
