// docs/decisions.md is the index of every DECISIONS.md (a contract test fails on one it does not
// name): a new module's file gets its line in the "Server modules" list, in path order, as the
// others are written.

const SECTION = '## Server modules';

/** The index's text with a line for `path` (from the repository's root) and its summary. */
export function decisionsIndexWith(text, path, summary) {
  const lines = text.split('\n');
  const start = lines.indexOf(SECTION);
  if (start < 0) throw new Error(`docs/decisions.md has no "${SECTION}" section`);
  const next = lines.findIndex((line, at) => at > start && line.startsWith('## '));
  const end = next < 0 ? lines.length : next;
  const entry = `- [${path}](../${path}): ${summary}`;
  // Before the first entry that sorts after it, else after the section's last entry.
  let at = lines.findIndex(
    (line, index) => index > start && index < end && line.startsWith('- [') && line > entry,
  );
  if (at < 0) {
    at = end;
    while (at > start + 1 && lines[at - 1] === '') at -= 1;
  }
  lines.splice(at, 0, entry);
  return lines.join('\n');
}
