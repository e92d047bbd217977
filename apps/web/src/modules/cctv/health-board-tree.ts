import { DVR_HEALTH, type CctvHealthRow } from '@console/contract';

// The board's rows (one per branch, ordered state → district → branch) folded into a tree:
// a state's row sums its districts', a district's its branches'. Pure, for the page's table
// and its tests.

export interface HealthCounts {
  recorders: number;
  cameras: number;
  cameras_offline: number;
  needs_attention: number;
  by_health: Record<string, number>;
}

export interface HealthTreeNode extends HealthCounts {
  key: string;
  level: 'state' | 'district' | 'branch';
  name: string;
  /** For a branch: its id (the recorders list's filter). */
  branch_id?: number;
  children?: HealthTreeNode[];
}

export const emptyCounts = (): HealthCounts => ({
  recorders: 0,
  cameras: 0,
  cameras_offline: 0,
  needs_attention: 0,
  by_health: Object.fromEntries(DVR_HEALTH.codes.map((code) => [code, 0])),
});

export function addCounts(into: HealthCounts, from: HealthCounts): void {
  into.recorders += from.recorders;
  into.cameras += from.cameras;
  into.cameras_offline += from.cameras_offline;
  into.needs_attention += from.needs_attention;
  for (const [state, count] of Object.entries(from.by_health)) {
    into.by_health[state] = (into.by_health[state] ?? 0) + count;
  }
}

const NO_STATE = 'No state';
const NO_DISTRICT = 'No district';

export function healthTree(rows: readonly CctvHealthRow[]): HealthTreeNode[] {
  const states = new Map<string, HealthTreeNode>();
  for (const row of rows) {
    const stateKey = `state-${row.state_id ?? 'none'}`;
    let state = states.get(stateKey);
    if (!state) {
      state = {
        key: stateKey,
        level: 'state',
        name: row.state_name ?? NO_STATE,
        ...emptyCounts(),
        children: [],
      };
      states.set(stateKey, state);
    }
    const districtKey = `${stateKey}-district-${row.district_id ?? 'none'}`;
    let district = state.children!.find((node) => node.key === districtKey);
    if (!district) {
      district = {
        key: districtKey,
        level: 'district',
        name: row.district_name ?? NO_DISTRICT,
        ...emptyCounts(),
        children: [],
      };
      state.children!.push(district);
    }
    const branch: HealthTreeNode = {
      key: `branch-${row.branch_id}`,
      level: 'branch',
      name: row.branch_name,
      branch_id: row.branch_id,
      recorders: row.recorders,
      cameras: row.cameras,
      cameras_offline: row.cameras_offline,
      needs_attention: row.needs_attention,
      by_health: { ...emptyCounts().by_health, ...row.by_health },
    };
    district.children!.push(branch);
    addCounts(district, branch);
    addCounts(state, branch);
  }
  return [...states.values()];
}

/** Everything the board counts, over every branch shown. */
export function totalCounts(rows: readonly CctvHealthRow[]): HealthCounts {
  const total = emptyCounts();
  for (const row of rows) addCounts(total, row);
  return total;
}
