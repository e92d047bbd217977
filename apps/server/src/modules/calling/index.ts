import { CALLING_READ_PERMISSIONS, CALL_STATUSES, SENTIMENTS, findModule } from '@console/contract';
import { sql } from 'drizzle-orm';
import { titlesById } from '../../platform/core/audit/audit-titles.ts';
import { personName } from '../../platform/core/sql/person-name.ts';
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
      labels: {
        noun: ['call', 'calls'],
        fields: { agent_user_id: 'Agent', recording_media_id: 'Recording' },
        codes: { status: CALL_STATUSES.labels, sentiment: SENTIMENTS.labels },
        people: ['agent_user_id'],
        // A call is about its student (or its staff member, for staff calls).
        titles: titlesById(
          'call_records',
          sql`coalesce(${personName('s')}, ${personName('st')})`,
          sql`LEFT JOIN students s ON s.id = t.student_id LEFT JOIN staff st ON st.id = t.staff_id`,
        ),
        titleJoin: 'with',
        path: `${findModule('adoption-calling')?.path ?? '/adoption-calling'}/recording/:id`,
      },
      readable: readableWhen(CALLING_READ_PERMISSIONS, (db, auth, id) =>
        readableCall({ db, auth }, id),
      ),
    },
  ],
});
