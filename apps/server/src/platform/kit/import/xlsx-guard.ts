import fs from 'node:fs';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';

// An XLSX file is a zip whose parts ExcelJS inflates as it reads them, some to temporary files,
// before a single row comes out: a 64 MB upload can unpack to gigabytes. So before ExcelJS sees
// a workbook, this walks its zip and inflates every part, counting, and stops past a bound.
//
// ExcelJS reads the zip front to back by its local headers (unzipper's Parse), not by the
// central directory at its end, and a crafted file can show the two readings different parts.
// So the layout must be the plain one on which they agree: the parts the directory lists lie
// back to back from the first byte, each as its local header says, the directory follows the
// last part, its end record follows it, and nothing follows the end record's comment. Anything
// else (zip64, encryption, a method but store or deflate, a part of unknown size whose data
// holds a data descriptor's signature, where unzipper would cut it) is refused: spreadsheet
// programs write none of it.

/** The zip is not laid out plainly enough to be read safely (the message says how). */
export class ZipRefused extends Error {}

/** The parts unpack to more than the bound. */
export class ZipTooLarge extends Error {}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const DESCRIPTOR = Buffer.from([0x50, 0x4b, 0x07, 0x08]);
/** Flag bit 3: the sizes follow the data, in a data descriptor. */
const SIZES_AFTER = 0x08;
/** Far more parts than a workbook has. */
const MAX_PARTS = 1_000;
const MAX_DIRECTORY_BYTES = 4 * 1024 * 1024;

interface Part {
  flags: number;
  method: number;
  packedSize: number;
  offset: number;
  /** Where its data starts, after the local header. */
  dataStart: number;
  /** The local header gives no size: unzipper finds the end by the descriptor's signature. */
  endBySignature: boolean;
}

async function readAt(file: fs.promises.FileHandle, position: number, length: number) {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  if (bytesRead !== length) throw new ZipRefused('The file ends early.');
  return buffer;
}

/** The end record: the one whose comment runs exactly to the end of the file. */
async function endOfDirectory(file: fs.promises.FileHandle, size: number) {
  const tailLength = Math.min(size, 22 + 0xffff);
  const tail = await readAt(file, size - tailLength, tailLength);
  for (let at = tailLength - 22; at >= 0; at--) {
    if (tail.readUInt32LE(at) !== END_OF_DIRECTORY) continue;
    if (at + 22 + tail.readUInt16LE(at + 20) !== tailLength) continue;
    const end = {
      position: size - tailLength + at,
      parts: tail.readUInt16LE(at + 10),
      directorySize: tail.readUInt32LE(at + 12),
      directoryOffset: tail.readUInt32LE(at + 16),
    };
    const onOneDisk =
      tail.readUInt16LE(at + 4) === 0 &&
      tail.readUInt16LE(at + 6) === 0 &&
      tail.readUInt16LE(at + 8) === end.parts;
    if (!onOneDisk) throw new ZipRefused('A zip in several pieces.');
    if (end.parts === 0xffff || end.directoryOffset === 0xffffffff) {
      throw new ZipRefused('A zip64 file.');
    }
    if (end.parts > MAX_PARTS) throw new ZipRefused('Too many parts.');
    if (end.directorySize > MAX_DIRECTORY_BYTES) throw new ZipRefused('Too large a directory.');
    if (end.directoryOffset + end.directorySize !== end.position) {
      throw new ZipRefused('Something lies between the directory and its end record.');
    }
    return end;
  }
  throw new ZipRefused('No end record.');
}

/** The directory's parts, each checked against its local header. */
async function partsOf(
  file: fs.promises.FileHandle,
  directory: Buffer,
  count: number,
): Promise<Part[]> {
  const parts: Part[] = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL_HEADER) {
      throw new ZipRefused('A broken directory.');
    }
    const flags = directory.readUInt16LE(at + 8);
    const method = directory.readUInt16LE(at + 10);
    const packedSize = directory.readUInt32LE(at + 20);
    const offset = directory.readUInt32LE(at + 42);
    if (packedSize === 0xffffffff || offset === 0xffffffff) throw new ZipRefused('A zip64 part.');
    if (flags & 0x01) throw new ZipRefused('An encrypted part.');
    if (method !== 0 && method !== 8) throw new ZipRefused('An unknown method.');
    at +=
      46 +
      directory.readUInt16LE(at + 28) +
      directory.readUInt16LE(at + 30) +
      directory.readUInt16LE(at + 32);

    const local = await readAt(file, offset, 30);
    if (local.readUInt32LE(0) !== LOCAL_HEADER) throw new ZipRefused('A part is not there.');
    const localFlags = local.readUInt16LE(6);
    const localSize = local.readUInt32LE(18);
    const endBySignature = (localFlags & SIZES_AFTER) !== 0 && localSize === 0;
    // unzipper goes by the local header: it must say what the directory says.
    const agrees =
      local.readUInt16LE(8) === method &&
      (localFlags & SIZES_AFTER) === (flags & SIZES_AFTER) &&
      (endBySignature || localSize === packedSize);
    if (!agrees) throw new ZipRefused('A local header differs from the directory.');
    const dataStart = offset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
    parts.push({ flags, method, packedSize, offset, dataStart, endBySignature });
  }
  if (at !== directory.length) throw new ZipRefused('The directory holds more than its parts.');
  return parts.sort((a, b) => a.offset - b.offset);
}

/**
 * Inflates one part's data, adding what it unpacks to to `unpacked`; answers whether the data
 * holds a data descriptor's signature.
 */
async function inflatePart(
  file: fs.promises.FileHandle,
  part: Part,
  unpacked: { bytes: number; limit: number },
): Promise<boolean> {
  if (part.packedSize === 0) return false;
  let signatureSeen = false;
  let carry = Buffer.alloc(0);
  const source = file.createReadStream({
    start: part.dataStart,
    end: part.dataStart + part.packedSize - 1,
    autoClose: false,
  });
  source.on('data', (chunk) => {
    const window = Buffer.concat([carry, chunk as Buffer]);
    if (window.includes(DESCRIPTOR)) signatureSeen = true;
    carry = window.subarray(Math.max(window.length - 3, 0));
  });
  const count = new Writable({
    write(chunk: Buffer, _encoding, done) {
      unpacked.bytes += chunk.length;
      done(unpacked.bytes > unpacked.limit ? new ZipTooLarge() : null);
    },
  });
  try {
    if (part.method === 8) await pipeline(source, zlib.createInflateRaw(), count);
    else await pipeline(source, count);
  } catch (error) {
    if (error instanceof ZipTooLarge) throw error;
    throw new ZipRefused(`A part does not inflate: ${(error as Error).message}`);
  }
  return signatureSeen;
}

/**
 * Walks the XLSX at `path` as described above: throws ZipRefused when it is not laid out
 * plainly, ZipTooLarge as soon as its parts have unpacked to more than `maxUnpackedBytes`.
 */
export async function guardXlsx(path: string, maxUnpackedBytes: number): Promise<void> {
  const file = await fs.promises.open(path, 'r');
  try {
    const { size } = await file.stat();
    if (size < 22) throw new ZipRefused('Too short for a zip.');
    const end = await endOfDirectory(file, size);
    const directory = await readAt(file, end.directoryOffset, end.directorySize);
    const parts = await partsOf(file, directory, end.parts);
    const unpacked = { bytes: 0, limit: maxUnpackedBytes };
    let expected = 0;
    for (const part of parts) {
      if (part.offset !== expected) throw new ZipRefused('The parts do not lie back to back.');
      const signatureInData = await inflatePart(file, part, unpacked);
      expected = part.dataStart + part.packedSize;
      if (part.flags & SIZES_AFTER) {
        // unzipper reads a descriptor of 16 bytes, its signature first, after the data; a part
        // it finds the end of by that signature must not show it any earlier.
        if (!(await readAt(file, expected, 4)).equals(DESCRIPTOR)) {
          throw new ZipRefused('A data descriptor without its signature.');
        }
        if (part.endBySignature && signatureInData) {
          throw new ZipRefused('A part holds a data descriptor signature.');
        }
        expected += 16;
      }
    }
    if (expected !== end.directoryOffset) throw new ZipRefused('Something lies between parts.');
  } finally {
    await file.close();
  }
}
