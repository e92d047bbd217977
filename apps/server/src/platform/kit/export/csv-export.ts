import { pipeline, Readable, Transform } from 'node:stream';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { csvLine } from './csv.ts';
import { readRows } from './row-cursor.ts';
import { inlineParameters } from './sql-text.ts';

export interface ExportQuery {
  /** A SELECT whose column aliases are the file's headers, in order. */
  text: string;
  params: readonly unknown[];
  headers: readonly string[];
}

/**
 * The whole result of a query as CSV, streamed. PostgreSQL's `COPY (…) TO STDOUT` writes the
 * rows itself (about 7x a cursor plus JS formatting, ENVIRONMENT.md); where COPY is not
 * available the rows come from a cursor. Either way memory stays flat: the database is read only
 * as fast as the client downloads, and a client that goes away releases the connection.
 */
export async function csvStream(
  pool: pg.Pool,
  query: ExportQuery,
  mode: 'copy' | 'cursor',
): Promise<Readable> {
  return mode === 'copy' ? copyStream(pool, query) : cursorStream(pool, query);
}

/**
 * What a CSV download writes to the socket at a time, at least. COPY's rows arrive in pieces of
 * 8-20 kB (PostgreSQL sends 8 kB at a time); written as they come, a 120 MB file was 6,000-12,000
 * chunked writes, and the writes cost the server a third of its time. Gathered to 128 kB, the
 * bytes are copied once more (a small part of that) and written in a tenth of the calls.
 */
const WRITE_BYTES = 128 * 1024;

/** Passes bytes on in pieces of at least `bytes` (the last one excepted), unchanged. */
function gathered(bytes: number): Transform {
  let pieces: Buffer[] = [];
  let held = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pieces.push(chunk);
      held += chunk.length;
      if (held < bytes) return done();
      const piece = pieces.length === 1 ? chunk : Buffer.concat(pieces, held);
      pieces = [];
      held = 0;
      done(null, piece);
    },
    flush(done) {
      done(null, held > 0 ? Buffer.concat(pieces, held) : undefined);
    },
  });
}

async function copyStream(pool: pg.Pool, query: ExportQuery): Promise<Readable> {
  const client = await pool.connect();
  const statement = `COPY (${inlineParameters(query.text, query.params)}) TO STDOUT WITH (FORMAT csv, HEADER true)`;
  let stream: Readable;
  try {
    stream = client.query(copyTo(statement));
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
  let released = false;
  const release = (broken?: Error) => {
    if (released) return;
    released = true;
    // A COPY cut short leaves the connection mid-protocol: destroy it rather than reuse it.
    client.release(broken);
  };
  stream.once('end', () => release());
  stream.once('error', (error) => release(error));
  stream.once('close', () => {
    if (!stream.readableEnded) release(new Error('CSV export ended before its last row'));
  });
  // A response that goes away destroys `output`, and the pipeline then the COPY (above: its
  // connection is discarded); a failing COPY fails the response. Backpressure runs through both.
  const output = gathered(WRITE_BYTES);
  pipeline(stream, output, () => {});
  return output;
}

function cursorStream(pool: pg.Pool, query: ExportQuery): Readable {
  async function* lines() {
    yield csvLine(query.headers);
    for await (const row of readRows(pool, query.text, query.params)) yield csvLine(row);
  }
  return Readable.from(lines(), { objectMode: false, highWaterMark: 64 * 1024 });
}
