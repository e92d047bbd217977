import type { ReactNode } from 'react';

// A multiple select shows what is chosen, by name (issue 25): antd's `maxTagCount: 'responsive'`
// showed "+ 1 …" once the one chosen branch's tag did not fit, and the gate-pass Status filter
// "+ 1 …" for "Waiting For Approval". The choices are one line of words instead: the name when
// one is chosen, "3 branches: A, B, C" when several (cut with "…" where the box ends, the whole
// line in the tooltip). A choice is taken away in the open list or with Backspace; Clear
// empties it.

/** Names given in full before "and n more". */
const NAMED_AT_MOST = 10;

/** "branches" for a control labelled "Branches", "statuses" for "Status". */
export function pluralOf(label: string): string {
  const word = label.trim().toLowerCase();
  if (/(ss|us|sh|ch|x)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (word.endsWith('s')) return word;
  return `${word}s`;
}

/** The chosen values in words: "A"; "3 branches: A, B, C"; "24 branches: A, …, J and 14 more". */
export function chosenSummary(names: readonly string[], plural: string): string {
  if (names.length === 0) return '';
  if (names.length === 1) return names[0]!;
  const named = names.slice(0, NAMED_AT_MOST).join(', ');
  const more = names.length - NAMED_AT_MOST;
  return `${names.length} ${plural}: ${named}${more > 0 ? ` and ${more} more` : ''}`;
}

type Shown = { label?: ReactNode; value?: unknown };

const textOf = (value: Shown) =>
  typeof value.label === 'string' || typeof value.label === 'number'
    ? String(value.label)
    : String(value.value ?? '');

/**
 * The props that make an antd multiple Select show its choices as one line of words; `plural`
 * names them ("branches"). Spread after `mode`: `<Select mode="multiple" {...chosenValues('branches')} />`.
 */
export function chosenValues(plural: string) {
  return {
    // Every chosen value goes to the one summary "tag", which holds the words.
    maxTagCount: 0,
    maxTagPlaceholder: (chosen: Shown[]) => chosenSummary(chosen.map(textOf), plural),
  } as const;
}
