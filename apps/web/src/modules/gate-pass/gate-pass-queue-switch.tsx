import { GatePassStatus, gatePassEndpoints, type GatePassRow } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Segmented } from 'antd';
import { callListEndpoint } from '../../platform/core/api/call-endpoint.ts';
import { listQueryKey, type ListPageData } from '../../platform/kit/list/list-cache.ts';
import { listPath } from '../../platform/kit/list/list-config.ts';
import { listApiQuery, withValues } from '../../platform/kit/list/list-state.ts';
import type { ListController } from '../../platform/kit/list/use-list-controller.ts';

// The gate-pass queue: "Waiting (n)" shows the passes waiting for approval (the status filter
// set to Waiting For Approval alone, in the address like any filter), "All" clears the status
// filter. n is the total of that very list call with the other filters kept, so it is what the
// Waiting view will show; on `/gatepass?status_list=1` it is the total the home page reads from
// the same call.

const STATUS_KEY = 'status_list';
export const WAITING = [String(GatePassStatus.WaitingForApproval)];

type View = 'waiting' | 'all';

function viewOf(status: string | string[] | undefined): View | null {
  if (status === undefined) return 'all';
  const codes = Array.isArray(status) ? status : [status];
  return codes.length === 1 && codes[0] === WAITING[0] ? 'waiting' : null;
}

export function GatePassQueueSwitch({ controller }: { controller: ListController<GatePassRow> }) {
  const { state, config } = controller;
  const view = viewOf(state.values[STATUS_KEY]);
  const waitingQuery = listApiQuery(withValues(state, { [STATUS_KEY]: WAITING }), config);
  // The page the Waiting view will ask for, from the list's own cache entry.
  const waiting = useQuery({
    queryKey: listQueryKey(listPath(config), waitingQuery),
    queryFn: ({ signal }): Promise<ListPageData<GatePassRow>> =>
      callListEndpoint(gatePassEndpoints.list, { query: waitingQuery, signal }),
    enabled: view !== 'waiting',
  });
  const count =
    view === 'waiting' ? (controller.loaded ? controller.total : undefined) : waiting.data?.total;
  return (
    <Segmented<View | ''>
      aria-label="Gate passes to show"
      style={{ alignSelf: 'flex-start' }}
      value={view ?? ''}
      options={[
        {
          value: 'waiting',
          label: count === undefined ? 'Waiting' : `Waiting (${count.toLocaleString('en-IN')})`,
        },
        { value: 'all', label: 'All' },
      ]}
      onChange={(next) =>
        controller.setFilters({ [STATUS_KEY]: next === 'waiting' ? WAITING : undefined })
      }
    />
  );
}
