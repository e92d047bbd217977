// A count with its noun, one way everywhere (issue 25: toasts said "1 rows"): the number in
// Indian grouping, as the console writes numbers, and the noun's singular for exactly one.

/** "1 row", "2 rows", "1,20,000 rows"; `many` for irregular plurals ("1 branch", "2 branches"). */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`;
}
