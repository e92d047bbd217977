import type { AnyCodeTable, CodeIn, CodeSpecs, CodeTable, CodeValue } from '@console/contract';
import type { FilterOption } from '../list/list-config.ts';
import { HueTag } from './hue-tag.tsx';

// Every status tag and status filter of the console, drawn from the contract's code table: the
// label and hue are the table's, so no screen keeps a copy. A table with a fallback (content:
// Draft, calls: Unknown) shows an unknown code as the fallback; one without shows the code
// itself in grey, never a wrong status. No code at all (a call never reviewed) is a dash.

export function StatusTag({
  codes,
  code,
}: {
  codes: AnyCodeTable;
  code: CodeValue | null | undefined;
}) {
  if (code == null && codes.read(code) === undefined) return <>—</>;
  return <HueTag hue={codes.colour(code)}>{codes.label(code)}</HueTag>;
}

/** A list filter's options from a code table: every code, or those given, in that order. */
export function statusOptions<S extends CodeSpecs>(
  codes: CodeTable<S, unknown>,
  only?: readonly CodeIn<S>[],
): FilterOption[] {
  return codes
    .options(only)
    .map((option) => ({ value: String(option.value), label: option.label }));
}
