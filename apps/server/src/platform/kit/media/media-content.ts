import type { MediaExtension } from '@console/contract';
import fs from 'node:fs';

// Whether an upload's bytes are what its extension says (its "magic" signature or, for text
// formats, that it is text of that kind). Served files carry the extension's content type with
// nosniff, so a mismatch could not run anyway; this refuses renamed programs and wrong files at
// the door, with a message the uploader understands.

export type ContentVerdict = 'matches' | 'empty' | 'program' | 'mismatch';

/** Enough of the start for every signature below (and a PE header's offset). */
const HEAD_BYTES = 4096;

const startsWith = (bytes: Buffer, prefix: readonly number[] | string, at = 0): boolean => {
  const expected = typeof prefix === 'string' ? Buffer.from(prefix, 'latin1') : Buffer.from(prefix);
  return (
    bytes.length >= at + expected.length &&
    bytes.subarray(at, at + expected.length).equals(expected)
  );
};

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
/** OLE2 compound file: .doc and .xls (and other legacy Office files). */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL_FILE = [0x50, 0x4b, 0x03, 0x04];

/** ELF, Mach-O (both byte orders, 32/64 bit, universal) and scripts with an interpreter line. */
const PROGRAM_PREFIXES: readonly (readonly number[] | string)[] = [
  [0x7f, 0x45, 0x4c, 0x46],
  [0xfe, 0xed, 0xfa, 0xce],
  [0xfe, 0xed, 0xfa, 0xcf],
  [0xce, 0xfa, 0xed, 0xfe],
  [0xcf, 0xfa, 0xed, 0xfe],
  [0xca, 0xfe, 0xba, 0xbe],
  '#!',
];

/**
 * A Windows or DOS program: "MZ" and then a binary DOS header (a CSV may well start with the
 * letters MZ, but never with NUL bytes), or the PE signature where the header points.
 */
function isWindowsProgram(head: Buffer): boolean {
  if (!startsWith(head, 'MZ')) return false;
  if (head.subarray(0, 64).includes(0)) return true;
  const peOffset = head.length >= 64 ? head.readUInt32LE(0x3c) : -1;
  return peOffset > 0 && startsWith(head, 'PE\0\0', peOffset);
}

export const isProgram = (head: Buffer): boolean =>
  isWindowsProgram(head) || PROGRAM_PREFIXES.some((prefix) => startsWith(head, prefix));

/** The file's text when it is valid UTF-8 without NUL characters (a BOM is dropped). */
function textOf(bytes: Buffer): string | null {
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** What may stand before an XML document's root element. */
const XML_PROLOG_PARTS = [
  /^<\?[\s\S]*?\?>/, // the XML declaration and processing instructions
  /^<!--[\s\S]*?-->/,
  /^<!DOCTYPE[^[>]*\[[\s\S]*?\]\s*>/i, // with an internal subset
  /^<!DOCTYPE[^>]*>/i,
];

/** An SVG document: its root element is <svg>, with any namespace prefix. */
export function isSvgDocument(text: string): boolean {
  let rest = text.trimStart();
  for (;;) {
    const part = XML_PROLOG_PARTS.map((pattern) => pattern.exec(rest)).find(Boolean);
    if (!part) break;
    rest = rest.slice(part[0].length).trimStart();
  }
  return /^<(?:[A-Za-z_][\w.-]*:)?svg[\s/>]/.test(rest);
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_ENTRY_SIGNATURE = 0x02014b50;
const EOCD_LENGTH = 22;

/**
 * The entry names of a ZIP archive, from its central directory (found through the end record,
 * which sits in the last 64 KiB + 22 bytes); null when the archive is not well formed.
 */
async function zipEntryNames(file: fs.promises.FileHandle, size: number): Promise<string[] | null> {
  const tailLength = Math.min(size, EOCD_LENGTH + 0xffff);
  const tail = await readAt(file, size - tailLength, tailLength);
  let end = -1;
  for (let at = tail.length - EOCD_LENGTH; at >= 0; at--) {
    if (tail.readUInt32LE(at) === EOCD_SIGNATURE) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const entries = tail.readUInt16LE(end + 10);
  const directorySize = tail.readUInt32LE(end + 12);
  const directoryOffset = tail.readUInt32LE(end + 16);
  if (directoryOffset + directorySize > size) return null;
  const directory = await readAt(file, directoryOffset, directorySize);
  const names: string[] = [];
  let at = 0;
  for (let entry = 0; entry < entries; entry++) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL_ENTRY_SIGNATURE) {
      return null;
    }
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    names.push(directory.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** An Office Open XML package whose parts live under `folder` (word/ or xl/). */
async function isOfficePackage(
  file: fs.promises.FileHandle,
  head: Buffer,
  size: number,
  folder: string,
): Promise<boolean> {
  if (!startsWith(head, ZIP_LOCAL_FILE)) return false;
  const names = await zipEntryNames(file, size);
  return (
    names !== null &&
    names.includes('[Content_Types].xml') &&
    names.some((name) => name.startsWith(folder))
  );
}

/**
 * Whether the file holds any of `needles` (read in chunks, overlapping by the longest needle,
 * so a needle across a chunk boundary is found).
 */
async function fileContains(path: string, needles: Buffer[]): Promise<boolean> {
  const overlap = Math.max(...needles.map((needle) => needle.length)) - 1;
  let carry = Buffer.alloc(0);
  for await (const chunk of fs.createReadStream(path)) {
    const window = Buffer.concat([carry, chunk as Buffer]);
    if (needles.some((needle) => window.includes(needle))) return true;
    carry = window.subarray(Math.max(0, window.length - overlap));
  }
  return false;
}

/** A stream name in an OLE2 directory is UTF-16LE. */
const oleStreamName = (name: string) => Buffer.from(name, 'utf16le');

/**
 * A legacy Office file of this kind: the OLE2 signature and the stream Word ("WordDocument") or
 * Excel ("Workbook", "Book" before Excel 97) keeps its content in. The stream name is looked
 * for anywhere in the file rather than by walking the compound file's directory: enough to tell
 * a .doc from an .xls, which is all this is for.
 */
async function isLegacyOffice(path: string, head: Buffer, streams: string[]): Promise<boolean> {
  return startsWith(head, OLE2) && fileContains(path, streams.map(oleStreamName));
}

async function readAt(file: fs.promises.FileHandle, position: number, length: number) {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** Text formats are read whole: uploads are bounded by MEDIA_MAX_BYTES. */
async function textContent(path: string): Promise<string | null> {
  return textOf(await fs.promises.readFile(path));
}

function isJson(text: string | null): boolean {
  if (text === null) return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Whether the file at `path` (of `size` bytes) is a file of this extension. */
export async function inspectMediaContent(
  path: string,
  extension: MediaExtension,
  size: number,
): Promise<ContentVerdict> {
  if (size === 0) return 'empty';
  const file = await fs.promises.open(path, 'r');
  try {
    const head = await readAt(file, 0, Math.min(size, HEAD_BYTES));
    if (isProgram(head)) return 'program';
    return (await matchesExtension(path, file, head, size, extension)) ? 'matches' : 'mismatch';
  } finally {
    await file.close();
  }
}

async function matchesExtension(
  path: string,
  file: fs.promises.FileHandle,
  head: Buffer,
  size: number,
  extension: MediaExtension,
): Promise<boolean> {
  switch (extension) {
    case 'png':
      return startsWith(head, PNG);
    case 'jpeg':
    case 'jpg':
      return startsWith(head, JPEG);
    case 'mp4':
      // ISO base media file: the first box is 'ftyp' (size, then type at offset 4).
      return startsWith(head, 'ftyp', 4);
    case 'pdf':
      return startsWith(head, '%PDF-');
    case 'doc':
      return isLegacyOffice(path, head, ['WordDocument']);
    case 'xls':
      return isLegacyOffice(path, head, ['Workbook', 'Book']);
    case 'docx':
      return isOfficePackage(file, head, size, 'word/');
    case 'xlsx':
      return isOfficePackage(file, head, size, 'xl/');
    case 'csv':
      return (await textContent(path)) !== null;
    case 'json':
      return isJson(await textContent(path));
    case 'svg': {
      const text = await textContent(path);
      return text !== null && isSvgDocument(text);
    }
  }
}
