import type { GatePassDetail, GatePassRejectionReason } from '@console/contract';

// How a rejected pass's reason reads on its detail page.

/**
 * The reason chosen from module info, then the decider's own words when they gave some (the
 * server stores the words in place of the reason's name, and the reason by its id).
 */
export function rejectionText(
  pass: Pick<GatePassDetail, 'rejection_reason' | 'rejection_reason_type'>,
  reasons: readonly GatePassRejectionReason[] | undefined,
): string {
  const chosen = reasons?.find((reason) => reason.id === pass.rejection_reason_type)?.name;
  const words = pass.rejection_reason ?? '';
  return chosen && chosen !== words ? `${chosen}: ${words}` : words;
}
