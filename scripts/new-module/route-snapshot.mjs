// The route → access snapshot (apps/server/test/route-access.snapshot.txt) with a new module's
// routes in it, written as the route-access test writes the table: one padded line per route,
// sorted. The generator adds its own routes instead of rerunning the test with -u, so the test
// then checks, unchanged, that the lines it wrote are the routes the app registers.

const line = ({ method, url, access }) => `${method.padEnd(7)}${url.padEnd(45)}${access}`;

/** The snapshot's text with `routes` ({ method, url, access }) added. */
export function snapshotWith(text, routes) {
  const lines = text.split('\n').filter(Boolean);
  return `${[...lines, ...routes.map(line)].sort().join('\n')}\n`;
}
