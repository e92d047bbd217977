import {
  CONTENT_STATUS_FILTER_OPTIONS,
  CONTENT_STATUS_META,
  contentStatusOrDraft,
} from '@console/contract';
import { Tag } from 'antd';

// Content status codes of 000 §4 (announcements, wellness, marketing, notifications, SMS) in the
// documents' colours, from the contract. Any other code shows as Draft, as the documents say.

export function contentStatusTag(status: number | null | undefined) {
  const meta = CONTENT_STATUS_META[contentStatusOrDraft(status)];
  return { label: meta.label, color: meta.colour };
}

/** The filter options of 000 §4: Active, Scheduled, Draft, Hidden. */
export const CONTENT_STATUS_OPTIONS = CONTENT_STATUS_FILTER_OPTIONS.map((status) => ({
  value: String(status),
  label: contentStatusTag(status).label,
}));

export function StatusTag({ status }: { status: number | null | undefined }) {
  const tag = contentStatusTag(status);
  return <Tag color={tag.color}>{tag.label}</Tag>;
}

// Gate-pass status codes and colours of 001 §4 (000 §2 lists the tags). Disabled has no colour
// in the documents: it shows plain.

export const GatePassStatus = {
  Disabled: 0,
  WaitingForApproval: 1,
  Approved: 2,
  Rejected: 3,
  Cancelled: 4,
  PassUsed: 5,
} as const;

const GATE_PASS_STATUS_TAGS: Record<number, { label: string; color: string }> = {
  [GatePassStatus.Disabled]: { label: 'Disabled', color: 'default' },
  [GatePassStatus.WaitingForApproval]: { label: 'Waiting For Approval', color: 'yellow' },
  [GatePassStatus.Approved]: { label: 'Approved', color: 'green' },
  [GatePassStatus.Rejected]: { label: 'Rejected', color: 'red' },
  [GatePassStatus.Cancelled]: { label: 'Cancelled', color: 'default' },
  [GatePassStatus.PassUsed]: { label: 'Pass Used', color: 'blue' },
};

/** The tag of a gate-pass status; an unknown code shows its number, never a wrong status. */
export function gatePassStatusTag(status: number) {
  return GATE_PASS_STATUS_TAGS[status] ?? { label: `Status ${status}`, color: 'default' };
}

/** The status filter options of the gate-pass list, in code order (Disabled is not offered). */
export const GATE_PASS_STATUS_OPTIONS = [
  GatePassStatus.WaitingForApproval,
  GatePassStatus.Approved,
  GatePassStatus.Rejected,
  GatePassStatus.Cancelled,
  GatePassStatus.PassUsed,
].map((status) => ({ value: String(status), label: gatePassStatusTag(status).label }));

export function GatePassStatusTag({ status }: { status: number }) {
  const tag = gatePassStatusTag(status);
  return <Tag color={tag.color}>{tag.label}</Tag>;
}

/** A pickup member against the authorized list (001 §4): matched or not matched. */
export function PickupTag({ matched }: { matched: boolean }) {
  return matched ? <Tag color="green">Matched</Tag> : <Tag color="red">Not Matched</Tag>;
}
