// Preloaded into a bench server (`node --import tsx --import bench/count-queries.ts …`): counts
// every query the server's `pg` clients send, and answers the running total as JSON on
// QUERY_COUNTER_PORT, so a bench can divide the queries of a run by its requests.
import http from 'node:http';
import pg from 'pg';

let queries = 0;
const send = pg.Client.prototype.query;
// Pool.query and transactions both end in Client.prototype.query.
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  queries += 1;
  return (send as (...a: unknown[]) => unknown).apply(this, args);
} as typeof send;

const port = Number(process.env.QUERY_COUNTER_PORT);
if (port) {
  http
    .createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ queries }));
    })
    .listen(port, '127.0.0.1')
    .unref();
}
