import type { Readable } from 'node:stream';

// A streaming CSV reader (RFC 4180: quoted fields with "" for a quote, commas and line breaks
// inside quotes, CRLF or LF): records come out as the bytes arrive, so a sheet of any size is
// read in the memory of one chunk and one record. A UTF-8 byte order mark at the start is
// dropped (spreadsheet software writes one). A blank line is a record of one empty field: it is
// a row of the sheet, so it counts for the row numbers and the row cap.

export interface CsvLimits {
  /** A longer field keeps this many characters and one more (enough to tell it is too long). */
  maxFieldChars: number;
  /** Fields of a record past this many are dropped as they are read. */
  maxFields: number;
}

const UNBOUNDED: CsvLimits = { maxFieldChars: Infinity, maxFields: Infinity };

export async function* csvRecords(
  source: Readable,
  limits: CsvLimits = UNBOUNDED,
): AsyncGenerator<string[]> {
  const fieldRoom = limits.maxFieldChars + 1;
  let field = '';
  let record: string[] = [];
  let quoted = false;
  /** A quote inside a quoted field: either the end of the quotes or the first of "". */
  let quoteSeen = false;
  /** The last chunk ended a line on "\r": a "\n" starting this one belongs to it. */
  let afterCr = false;
  /** The line under way has something in it (for the last line, which no line break ends). */
  let started = false;
  let first = true;
  const add = (text: string) => {
    if (field.length < fieldRoom) field += text;
  };
  const endField = () => {
    if (record.length < limits.maxFields) record.push(field.slice(0, fieldRoom));
    field = '';
  };
  source.setEncoding('utf8');
  for await (const chunk of source as AsyncIterable<string>) {
    let text = chunk;
    if (first) {
      first = false;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    const done: string[][] = [];
    let i = 0;
    if (afterCr && text[0] === '\n') i = 1;
    afterCr = false;
    for (; i < text.length; i++) {
      const char = text[i]!;
      if (quoted) {
        if (quoteSeen) {
          quoteSeen = false;
          if (char === '"') {
            add('"');
            continue;
          }
          quoted = false;
          // Falls through: the character after the closing quote.
        } else if (char === '"') {
          quoteSeen = true;
          continue;
        } else {
          add(char);
          continue;
        }
      }
      started = true;
      if (char === '"' && field === '') {
        quoted = true;
      } else if (char === ',') {
        endField();
      } else if (char === '\n' || char === '\r') {
        if (char === '\r') {
          if (i + 1 === text.length) afterCr = true;
          else if (text[i + 1] === '\n') i++;
        }
        endField();
        done.push(record);
        record = [];
        started = false;
      } else {
        add(char);
      }
    }
    yield* done;
  }
  if (started) {
    endField();
    yield record;
  }
}
