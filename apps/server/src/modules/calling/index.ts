import { CALLING_READ_PERMISSIONS } from '@console/contract';
import { readableWhen } from '../../platform/core/audit/audited-tables.ts';
import { defineServerModule } from '../../platform/modules/server-module.ts';
import { seedCallRecords } from './calling.demo-seed.ts';
import { callingRoutes } from './calling.routes.ts';
import { callingSettings } from './calling.settings.ts';
import { calledStudentSearcher, callSearcher, staffSearcher } from './calling-search.ts';
import { readableCall } from './calling.service.ts';
import { callRecords } from './calling.table.ts';

/** Calling campaigns: call records, recordings, sentiments, the MIS summary. */
export const manifest = defineServerModule({
  id: 'calling',
  routes: callingRoutes,
  settings: callingSettings,
  demoSeed: { label: 'call records', run: seedCallRecords },
  searchers: [staffSearcher, calledStudentSearcher, callSearcher],
  audited: [
    {
      table: callRecords,
      readable: readableWhen(CALLING_READ_PERMISSIONS, (db, auth, id) =>
        readableCall({ db, auth }, id),
      ),
    },
  ],
});
