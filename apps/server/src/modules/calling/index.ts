import { defineServerModule } from '../../platform/modules/server-module.ts';
import { seedCallRecords } from './calling.demo-seed.ts';
import { callingRoutes } from './calling.routes.ts';

/** Calling campaigns: call records, recordings, sentiments, the MIS summary. */
export const manifest = defineServerModule({
  id: 'calling',
  routes: callingRoutes,
  demoSeed: { label: 'call records', run: seedCallRecords },
});
