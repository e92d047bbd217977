import path from 'node:path';

/** Longest name kept for display, in characters (the extension is kept whole). */
export const MAX_FILE_NAME_LENGTH = 255;

/** Bidirectional marks and isolates: they can make "gpj.exe" display as "exe.jpg". */
const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/** C0 and C1 control characters (NUL, line breaks, escape, …) and the bidirectional ones. */
function isUnsafe(character: string): boolean {
  const code = character.codePointAt(0)!;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || BIDI_CONTROLS.test(character);
}

/**
 * The name a file is listed and downloaded under, from the client's file name: no directory part
 * (forward or back slashes, drive letters, "..", absolute paths), no control characters, no
 * leading dots, at most 255 characters with the extension kept. It is only ever displayed and
 * put in a Content-Disposition; the bytes are stored under a name the server makes up. An empty
 * answer means nothing usable was left.
 */
export function safeFileName(clientName: string): string {
  const cleaned = Array.from(clientName.normalize('NFC'))
    .filter((character) => !isUnsafe(character))
    .join('');
  const lastSegment = cleaned.split(/[\\/]/).pop() ?? '';
  const name = lastSegment.trim().replace(/^\.+/, '').trim();
  const characters = Array.from(name);
  if (characters.length <= MAX_FILE_NAME_LENGTH) return name;
  const extension = Array.from(path.extname(name));
  if (extension.length >= MAX_FILE_NAME_LENGTH) {
    return characters.slice(0, MAX_FILE_NAME_LENGTH).join('');
  }
  const stem = characters.slice(0, MAX_FILE_NAME_LENGTH - extension.length).join('');
  return stem + extension.join('');
}
