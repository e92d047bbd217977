import { GatePassStatus } from '@console/contract';
import type { HomeQueueList } from '../../platform/kit/home/home-queue.ts';
import { gatePassListConfig } from './gate-pass-list-config.tsx';

/** Home's "gate passes waiting": the module's list filtered to Waiting For Approval. */
export function waitingPasses({ academicYearId }: { academicYearId: number }): HomeQueueList {
  return {
    path: '/gatepass',
    // The branch filter's options do not change what is counted.
    config: gatePassListConfig([], academicYearId),
    values: { status_list: [String(GatePassStatus.WaitingForApproval)] },
  };
}
