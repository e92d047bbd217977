import ExcelJS from 'exceljs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { guardXlsx, ZipRefused, ZipTooLarge } from '../../src/platform/kit/import/xlsx-guard.ts';
import { workbookParts, xlsxRow, zipOf } from './xlsx-files.ts';

// The walk over an XLSX's zip before ExcelJS reads it: a plain workbook passes; one that
// unpacks past the bound, or whose parts a front-to-back reader would see otherwise than its
// directory lists them, is refused.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xlsx-guard-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let files = 0;
async function guard(content: Buffer, maxUnpackedBytes = 1_000_000) {
  files += 1;
  const file = path.join(dir, `${files}.xlsx`);
  fs.writeFileSync(file, content);
  return guardXlsx(file, maxUnpackedBytes);
}

const parts = workbookParts(xlsxRow(1, ['name']) + xlsxRow(2, ['Gate']));

describe('the XLSX guard', () => {
  it('passes what ExcelJS writes and a plain hand-made workbook', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Sheet').addRow(['name']);
    await expect(guard(Buffer.from(await workbook.xlsx.writeBuffer()))).resolves.toBeUndefined();
    await expect(guard(zipOf(parts))).resolves.toBeUndefined();
    // Parts sized by a data descriptor, as streaming zip writers make them.
    const described = parts.map((part) => ({ ...part, descriptor: true }));
    await expect(guard(zipOf(described))).resolves.toBeUndefined();
  });

  it('stops once the parts unpack past the bound', async () => {
    const big = workbookParts(xlsxRow(1, ['x'.repeat(200_000)]));
    await expect(guard(zipOf(big), 100_000)).rejects.toBeInstanceOf(ZipTooLarge);
    await expect(guard(zipOf(big), 300_000)).resolves.toBeUndefined();
  });

  it('refuses a part its directory does not list', async () => {
    const hidden = { name: 'xl/sharedStrings.xml', content: 'x'.repeat(50_000), hidden: true };
    await expect(guard(zipOf([...parts.slice(0, 2), hidden, ...parts.slice(2)]))).rejects.toThrow(
      ZipRefused,
    );
  });

  it('refuses a part of unknown size whose data shows a descriptor signature early', async () => {
    const tricky = {
      name: 'xl/theme/theme1.xml',
      content: Buffer.concat([
        Buffer.from('ab'),
        Buffer.from([0x50, 0x4b, 0x07, 0x08]),
        Buffer.alloc(40),
      ]),
      store: true,
      descriptor: true,
    };
    await expect(guard(zipOf([...parts, tricky]))).rejects.toThrow(ZipRefused);
  });

  it('refuses a file cut short, one with bytes before its first part or after its end', async () => {
    const whole = zipOf(parts);
    await expect(guard(whole.subarray(0, whole.length - 30))).rejects.toThrow(ZipRefused);
    await expect(guard(Buffer.concat([Buffer.from('MZ stub'), whole]))).rejects.toThrow(ZipRefused);
    await expect(guard(Buffer.concat([whole, Buffer.from('trailing')]))).rejects.toThrow(
      ZipRefused,
    );
    await expect(guard(Buffer.from('PK\u0003\u0004 and then nothing a zip has'))).rejects.toThrow(
      ZipRefused,
    );
  });
});
