import { ReportType, type CallTypeEntry } from '@console/contract';
import type { HomeQueueList } from '../../platform/kit/home/home-queue.ts';
import { callingListConfig } from './calling-list-config.tsx';

/**
 * Home's "calls to review" of one calling entry: its list with the report "Pending review"
 * (completed calls without a sentiment, 001 §7 report_type 4).
 */
export function callsToReview(type: CallTypeEntry, academicYearId: number): HomeQueueList {
  return {
    path: `/adoption-calling${type.flag ? `?call_type=${type.flag}` : ''}`,
    // The filters' options and the row actions do not change what is counted.
    config: callingListConfig(type, {
      academicYearId,
      branches: [],
      courses: [],
      designations: [],
      groups: [],
      programs: [],
      canCall: false,
      onOpen: () => undefined,
    }),
    values: { report_type: String(ReportType.PendingReview) },
  };
}
