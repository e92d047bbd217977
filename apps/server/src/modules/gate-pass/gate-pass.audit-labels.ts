import {
  GATE_DIRECTION_LABELS,
  GATE_PASS_STATUSES,
  GATE_PASS_TYPE_LABELS,
  GatePassStatus,
  PICKUP_TYPE_LABELS,
  STUDENT_RELATION_LABELS,
  findModule,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import type { AuditLabels } from '../../platform/core/audit/audited-tables.ts';
import { titlesById } from '../../platform/core/audit/audit-titles.ts';
import { personName } from '../../platform/core/sql/person-name.ts';

// How gate passes read in a history: "Padmavathi Rao approved gate pass 2229 for Harika Reddy".

const PATH = findModule('gatepass')!.path;

export const gatePassAuditLabels: AuditLabels = {
  noun: ['gate pass', 'gate passes'],
  fields: {
    out_time: 'Out time',
    in_time: 'In time',
    pickup_type: 'Pickup',
    pickup_member_id: 'Pickup member',
    rejection_reason_type: 'Rejection reason (listed)',
    decided_by: 'Decided by',
    decided_at: 'Decided at',
    student_id: 'Student',
  },
  codes: {
    status: GATE_PASS_STATUSES.labels,
    type: GATE_PASS_TYPE_LABELS,
    pickup_type: PICKUP_TYPE_LABELS,
  },
  people: ['decided_by'],
  verbs: {
    field: 'status',
    to: {
      [GatePassStatus.Approved]: 'approved',
      [GatePassStatus.Rejected]: 'rejected',
      [GatePassStatus.Cancelled]: 'cancelled',
      [GatePassStatus.PassUsed]: 'marked as used',
      [GatePassStatus.Disabled]: 'disabled',
    },
  },
  titles: titlesById('gate_passes', personName('s'), sql`JOIN students s ON s.id = t.student_id`),
  titleJoin: 'for',
  path: `${PATH}/:id`,
};

/** A pickup decision at the gate, told within its pass's entry. */
export const gatePassLogAuditLabels: AuditLabels = {
  noun: ['gate entry', 'gate entries'],
  fields: { person_name: 'Person', is_approved: 'Approved', decided_by: 'Decided by' },
  codes: { direction: GATE_DIRECTION_LABELS, person_relation: STUDENT_RELATION_LABELS },
  people: ['decided_by'],
  actions: { created: 'recorded a gate entry of' },
};

export const gatePassMemberAuditLabels: AuditLabels = {
  noun: ['pickup member', 'pickup members'],
  codes: { relation: STUDENT_RELATION_LABELS },
  people: ['created_by'],
  fields: { photo_media_id: 'Photo', is_archived: 'Archived' },
  actions: { created: 'added' },
  titles: titlesById('gate_pass_authorized_members', sql`t.name`),
};
