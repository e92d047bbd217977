import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { csvRecords } from './csv-records.ts';

const read = async (chunks: string[], limits?: { maxFieldChars: number; maxFields: number }) => {
  const records: string[][] = [];
  const source = Readable.from(chunks.map((c) => Buffer.from(c)));
  for await (const record of csvRecords(source, limits)) {
    records.push(record);
  }
  return records;
};

describe('csvRecords', () => {
  it('reads plain, quoted and empty fields, CRLF and LF', async () => {
    expect(await read(['name,port\r\nGate,80\nYard,"8,080"\r\n,\n'])).toEqual([
      ['name', 'port'],
      ['Gate', '80'],
      ['Yard', '8,080'],
      ['', ''],
    ]);
  });

  it('keeps quotes, commas and line breaks inside quotes, across chunk edges', async () => {
    const text = '\uFEFFname,note\r\n"Main ""A"" block","line one\r\nline two"\r\nlast,x';
    // Every split of the text into two chunks reads the same.
    for (let at = 1; at < text.length; at++) {
      expect(await read([text.slice(0, at), text.slice(at)])).toEqual([
        ['name', 'note'],
        ['Main "A" block', 'line one\r\nline two'],
        ['last', 'x'],
      ]);
    }
  });

  it('reads blank lines as empty records (they are rows of the sheet), and a last record without a line break', async () => {
    expect(await read(['a,b\n\n\r\n1,2'])).toEqual([['a', 'b'], [''], [''], ['1', '2']]);
    // A CRLF split across two chunks is one line end, not two.
    expect(await read(['a,b\r', '\n\r', '\n1,2\r\n'])).toEqual([['a', 'b'], [''], ['1', '2']]);
  });

  it('keeps one character more than a field may hold, and no more fields than a record may', async () => {
    const long = 'x'.repeat(50);
    expect(
      await read([`${long},"${long}",b,c\n`, 'd,e'], { maxFieldChars: 10, maxFields: 3 }),
    ).toEqual([
      ['x'.repeat(11), 'x'.repeat(11), 'b'],
      ['d', 'e'],
    ]);
  });
});
