import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { csvRecords } from './csv-records.ts';

const read = async (chunks: string[]) => {
  const records: string[][] = [];
  for await (const record of csvRecords(Readable.from(chunks.map((c) => Buffer.from(c))))) {
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

  it('skips blank lines and reads a last record without a line break', async () => {
    expect(await read(['a,b\n\n\r\n1,2'])).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});
