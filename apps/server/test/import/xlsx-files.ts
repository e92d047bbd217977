import zlib from 'node:zlib';

// XLSX files written by hand, byte for byte: what a hostile or unusual workbook can be.

export interface ZipFile {
  name: string;
  content: string | Buffer;
  /** Stored as is rather than deflated. */
  store?: boolean;
  /** Sizes in a data descriptor after the data (flag bit 3), none in the local header. */
  descriptor?: boolean;
  /** Left out of the central directory: only a front-to-back reader finds it. */
  hidden?: boolean;
}

/** A zip of these files, in this order. */
export function zipOf(files: (ZipFile | [name: string, content: string | Buffer])[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  let listed = 0;
  for (const given of files) {
    const file = Array.isArray(given) ? { name: given[0], content: given[1] } : given;
    const data = Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content);
    const packed = file.store ? data : zlib.deflateRawSync(data);
    const method = file.store ? 0 : 8;
    const flags = file.descriptor ? 0x08 : 0;
    const crc = zlib.crc32(data);
    const fileName = Buffer.from(file.name);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(flags, 6);
    header.writeUInt16LE(method, 8);
    if (!file.descriptor) {
      header.writeUInt32LE(crc, 14);
      header.writeUInt32LE(packed.length, 18);
      header.writeUInt32LE(data.length, 22);
    }
    header.writeUInt16LE(fileName.length, 26);
    const descriptor = Buffer.alloc(file.descriptor ? 16 : 0);
    if (file.descriptor) {
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(crc, 4);
      descriptor.writeUInt32LE(packed.length, 8);
      descriptor.writeUInt32LE(data.length, 12);
    }
    locals.push(header, fileName, packed, descriptor);
    if (!file.hidden) {
      const record = Buffer.alloc(46);
      record.writeUInt32LE(0x02014b50, 0);
      record.writeUInt16LE(20, 4);
      record.writeUInt16LE(20, 6);
      record.writeUInt16LE(flags, 8);
      record.writeUInt16LE(method, 10);
      record.writeUInt32LE(crc, 16);
      record.writeUInt32LE(packed.length, 20);
      record.writeUInt32LE(data.length, 24);
      record.writeUInt16LE(fileName.length, 28);
      record.writeUInt32LE(offset, 42);
      central.push(record, fileName);
      listed += 1;
    }
    offset += header.length + fileName.length + packed.length + descriptor.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(listed, 8);
  end.writeUInt16LE(listed, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const xmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A row of inline strings at its row number (columns A, B, …), as a sheet's XML holds it. */
export const xlsxRow = (rowNumber: number, cells: readonly (string | number)[]) =>
  `<row r="${rowNumber}">${cells
    .map(
      (cell, i) =>
        `<c r="${String.fromCharCode(65 + i)}${rowNumber}" t="inlineStr"><is><t>${xmlText(String(cell))}</t></is></c>`,
    )
    .join('')}</row>`;

/** The parts of a one-sheet workbook, its sheet's rows given as XML. */
export function workbookParts(sheetData: string, xmlVersion: '1.0' | '1.1' = '1.0'): ZipFile[] {
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rels = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return [
    {
      name: '[Content_Types].xml',
      content:
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>',
    },
    {
      name: 'xl/workbook.xml',
      content: `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${main}" xmlns:r="${rels}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      content:
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      content: `<?xml version="${xmlVersion}" encoding="UTF-8"?><worksheet xmlns="${main}"><sheetData>${sheetData}</sheetData></worksheet>`,
    },
  ];
}

/**
 * A one-sheet XLSX workbook, so that its XML can hold what a spreadsheet program's would not
 * (a NUL, a control character under XML 1.1, a row a million down).
 */
export const xlsxOf = (sheetData: string, xmlVersion: '1.0' | '1.1' = '1.0') =>
  zipOf(workbookParts(sheetData, xmlVersion));
