// "Back to the list" returns to the list as the user left it (issue 13: the gate-pass detail's
// back link returned to the unfiltered list of 3,000). Each list page notes its address as its
// filters change; a link back to a list's bare path picks up the noted query. Kept for the
// tab's life only: a new visit starts from the list's defaults.

const noted = new Map<string, string>();

/** Called by the list kit whenever a list's address changes. */
export function noteListAddress(pathname: string, search: string): void {
  noted.set(pathname, search);
}

/** The address to go back to for a list path: with the query it last had, if it has none. */
export function listReturnAddress(to: string): string {
  if (to.includes('?')) return to;
  const search = noted.get(to);
  return search ? `${to}${search.startsWith('?') ? search : `?${search}`}` : to;
}
