import { cctvEndpoints } from '@console/contract';
import type { HomeQueueList } from '../../platform/kit/home/home-queue.ts';

/**
 * Home's "recorders needing attention": the kept, active recorders whose last check needs
 * attention (what the health board totals; inactive ones are not checked), opening the board
 * filtered to them. Counted through the recorders list, which takes the same filter.
 */
export function recordersNeedingAttention(): HomeQueueList {
  return {
    path: '/cctv/health',
    config: {
      endpoint: cctvEndpoints.dvrList,
      filters: [{ key: 'needs_attention', label: 'Needs attention', kind: 'switch' }],
      fixedQuery: { is_active: true },
    },
    values: { needs_attention: 'true' },
  };
}
