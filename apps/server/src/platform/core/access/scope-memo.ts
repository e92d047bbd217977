import type { Grant, OrgDirectory, Scope, ScopeInput } from './scope.ts';
import { computeScope } from './scope.ts';

// Scopes remembered, so that a caller's every request does not filter the organisation's
// branches again (30-60 µs a request for a coordinator of 44 branches). A scope is a pure
// function of its inputs: the grants (read with the session on every request, so a change of
// grants is a new key at once, in every server process), the staff branch, the module, the
// year and the organisation snapshot. Each snapshot keeps its own memo, which goes with it
// when the snapshot is reloaded (60 s, or at once after branches change). Remembered scopes are
// frozen: they are shared by requests, and a caller that tried to change one would throw.

/** Distinct inputs remembered per snapshot before the memo starts again. */
const MEMO_LIMIT = 5_000;

const memos = new WeakMap<OrgDirectory, Map<string, Scope>>();

const keyOf = (input: Omit<ScopeInput, 'directory' | 'isSuperuser'>): string =>
  JSON.stringify([
    input.academicYearId,
    input.globalModule,
    input.staffBranchId,
    input.grants.map((grant: Grant) => [
      grant.academicYearId,
      grant.moduleId,
      grant.branchIds,
      grant.stateIds,
      grant.masterStateIds,
      grant.segmentIds,
    ]),
  ]);

function frozen(scope: Scope): Scope {
  for (const value of Object.values(scope)) if (Array.isArray(value)) Object.freeze(value);
  return Object.freeze(scope);
}

/** computeScope, remembered per organisation snapshot and inputs. */
export function rememberedScope(input: ScopeInput): Scope {
  if (input.isSuperuser) return computeScope(input);
  let memo = memos.get(input.directory);
  if (!memo) {
    memo = new Map();
    memos.set(input.directory, memo);
  }
  const key = keyOf(input);
  const known = memo.get(key);
  if (known) return known;
  if (memo.size >= MEMO_LIMIT) memo.clear();
  const scope = frozen(computeScope(input));
  memo.set(key, scope);
  return scope;
}
