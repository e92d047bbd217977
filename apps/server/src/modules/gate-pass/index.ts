import { readableWhen } from '../../platform/core/audit/audited-tables.ts';
import { defineServerModule } from '../../platform/modules/server-module.ts';
import {
  gatePassAuditLabels,
  gatePassLogAuditLabels,
  gatePassMemberAuditLabels,
} from './gate-pass.audit-labels.ts';
import { gatePassAttachments } from './gate-pass-attachments.ts';
import { seedGatePasses } from './gate-pass.demo-seed.ts';
import { gatePassRoutes } from './gate-pass.routes.ts';
import { gatePassSearcher, studentSearcher } from './gate-pass-search.ts';
import { gatePassDetail } from './gate-pass.service.ts';
import { gatePassAuthorizedMembers, gatePassEntryExitLogs, gatePasses } from './gate-pass.table.ts';

/** Gate pass (001): students' gate and leave passes, pickup members, the gate's log. */
export const manifest = defineServerModule({
  id: 'gate-pass',
  routes: gatePassRoutes,
  attachmentReaders: [gatePassAttachments],
  demoSeed: { label: 'gate passes', run: seedGatePasses },
  searchers: [studentSearcher, gatePassSearcher],
  audited: [
    {
      table: gatePasses,
      labels: gatePassAuditLabels,
      readable: readableWhen('gatepass_read', (db, auth, id) =>
        gatePassDetail({ db, auth }, id, undefined),
      ),
    },
    // A pickup decision at the gate is part of the pass's story.
    {
      table: gatePassEntryExitLogs,
      itemType: 'gate_passes',
      idColumn: 'gate_pass_id',
      labels: gatePassLogAuditLabels,
    },
    { table: gatePassAuthorizedMembers, labels: gatePassMemberAuditLabels },
  ],
});
