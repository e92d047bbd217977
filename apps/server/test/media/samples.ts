import type { MediaExtension } from '@console/contract';
import ExcelJS from 'exceljs';
import zlib from 'node:zlib';

// Small files of every accepted kind, made here byte by byte (a real spreadsheet from exceljs
// too), and the lookalikes an upload check has to refuse.

/** A 1×1 PNG. */
export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A JPEG's start of image and JFIF segment, then its end. */
export const jpeg = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0', 'latin1'),
  Buffer.from([0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]),
]);

/** An MP4's ftyp box (size, 'ftyp', major brand, version, compatible brands). */
export const mp4 = Buffer.concat([
  Buffer.from([0x00, 0x00, 0x00, 0x18]),
  Buffer.from('ftypisom', 'latin1'),
  Buffer.from([0x00, 0x00, 0x02, 0x00]),
  Buffer.from('isomiso2', 'latin1'),
]);

export const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** An OLE2 compound file's header with a directory entry naming the given stream. */
function oleFile(streamName: string): Buffer {
  const file = Buffer.alloc(1024);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  file.writeUInt16LE(0x3e, 24); // minor version
  file.writeUInt16LE(0x03, 26); // major version 3
  file.writeUInt16LE(0xfffe, 28); // little-endian
  file.writeUInt16LE(9, 30); // 512-byte sectors
  // The directory's first sector follows the 512-byte header.
  Buffer.from('Root Entry', 'utf16le').copy(file, 512);
  Buffer.from(streamName, 'utf16le').copy(file, 512 + 128);
  return file;
}
export const doc = oleFile('WordDocument');
export const xls = oleFile('Workbook');

/** A ZIP archive of these entries, stored (not compressed), with its central directory. */
export function zipOf(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = '<?xml version="1.0"?><Types/>';
export const docx = zipOf({
  '[Content_Types].xml': contentTypes,
  '_rels/.rels': '<Relationships/>',
  'word/document.xml': '<w:document/>',
});
export const xlsxByHand = zipOf({
  '[Content_Types].xml': contentTypes,
  'xl/workbook.xml': '<workbook/>',
});

/** A real workbook, as Excel-compatible software writes it. */
export async function realXlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Marks').addRow(['Roll no', 'Marks']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const csv = Buffer.from('\uFEFFname,marks\nAsha,91\nRavi,88\n');
export const json = Buffer.from('{"students":[{"name":"Asha"}]}');
export const svg = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?>\n<!-- logo -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
);

/** One genuine file of each accepted extension. */
export const genuine: Record<MediaExtension, Buffer> = {
  png,
  jpeg,
  jpg: jpeg,
  mp4,
  pdf,
  doc,
  docx,
  xls,
  xlsx: xlsxByHand,
  csv,
  json,
  svg,
};

/** Programs, each with a name whose extension is accepted. */
export const programs = {
  /** A Windows program: DOS header pointing at the PE signature. */
  windows: (() => {
    const file = Buffer.alloc(256);
    file.write('MZ', 0, 'latin1');
    file.writeUInt32LE(0x80, 0x3c);
    file.write('PE\0\0', 0x80, 'latin1');
    return file;
  })(),
  linux: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01]), Buffer.alloc(57)]),
  macos: Buffer.concat([Buffer.from([0xcf, 0xfa, 0xed, 0xfe]), Buffer.alloc(60)]),
  script: Buffer.from('#!/bin/sh\ncurl http://127.0.0.1/x | sh\n'),
};
