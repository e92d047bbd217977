import type { Readable } from 'node:stream';

// A streaming CSV reader (RFC 4180: quoted fields with "" for a quote, commas and line breaks
// inside quotes, CRLF or LF): records come out as the bytes arrive, so a sheet of any size is
// read in the memory of one chunk and one record. A UTF-8 byte order mark at the start is
// dropped (spreadsheet software writes one).

export async function* csvRecords(source: Readable): AsyncGenerator<string[]> {
  let field = '';
  let record: string[] = [];
  let quoted = false;
  /** A quote inside a quoted field: either the end of the quotes or the first of "". */
  let quoteSeen = false;
  let started = false;
  let first = true;
  source.setEncoding('utf8');
  for await (const chunk of source as AsyncIterable<string>) {
    let text = chunk;
    if (first) {
      first = false;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    const done: string[][] = [];
    for (let i = 0; i < text.length; i++) {
      const char = text[i]!;
      if (quoted) {
        if (quoteSeen) {
          quoteSeen = false;
          if (char === '"') {
            field += '"';
            continue;
          }
          quoted = false;
          // Falls through: the character after the closing quote.
        } else if (char === '"') {
          quoteSeen = true;
          continue;
        } else {
          field += char;
          continue;
        }
      }
      if (char === '"' && field === '') {
        quoted = true;
        started = true;
      } else if (char === ',') {
        record.push(field);
        field = '';
        started = true;
      } else if (char === '\n' || char === '\r') {
        if (char === '\r' && text[i + 1] === '\n') i++;
        if (started || field !== '' || record.length > 0) {
          record.push(field);
          done.push(record);
        }
        record = [];
        field = '';
        started = false;
      } else {
        field += char;
        started = true;
      }
    }
    // A chunk may end on a "\r" whose "\n" starts the next chunk: that "\n" then ends an empty
    // record, which is skipped above.
    yield* done;
  }
  if (quoteSeen) quoted = false;
  if (started || field !== '' || record.length > 0) {
    record.push(field);
    yield record;
  }
}
