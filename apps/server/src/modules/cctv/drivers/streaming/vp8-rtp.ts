// VP8 frames in and out of RTP (RFC 7741), and the little of the VP8 bitstream (RFC 6386 §9.1)
// the gateway needs: which frames are key frames, and their size.

/** Payload bytes per packet after the one-byte descriptor: packets stay well under a 1280 MTU. */
const MAX_FRAME_BYTES_PER_PACKET = 1100;

/**
 * One frame cut into RTP payloads: a one-byte payload descriptor (S set on the first, partition
 * 0, no picture id) before each piece. The sender sets the marker bit on the last.
 */
export function vp8Payloads(frame: Buffer): Buffer[] {
  const payloads: Buffer[] = [];
  for (let offset = 0; offset < frame.length; offset += MAX_FRAME_BYTES_PER_PACKET) {
    const piece = frame.subarray(offset, offset + MAX_FRAME_BYTES_PER_PACKET);
    payloads.push(Buffer.concat([Buffer.from([offset === 0 ? 0x10 : 0x00]), piece]));
  }
  return payloads;
}

/** The frame inside one RTP payload: skips the descriptor and its optional extensions. */
export function vp8PayloadBody(payload: Buffer): { start: boolean; body: Buffer } {
  const first = payload[0] ?? 0;
  let at = 1;
  if (first & 0x80) {
    const extensions = payload[at] ?? 0;
    at += 1;
    if (extensions & 0x80) at += (payload[at]! & 0x80) !== 0 ? 2 : 1; // picture id, 7 or 15 bits
    if (extensions & 0x40) at += 1; // TL0PICIDX
    if (extensions & 0x30) at += 1; // TID / KEYIDX
  }
  return { start: (first & 0x10) !== 0 && (first & 0x0f) === 0, body: payload.subarray(at) };
}

/** A key frame's first three bytes have the inverse key frame bit clear, then 9d 01 2a. */
export function isVp8KeyFrame(frame: Buffer): boolean {
  return (
    frame.length >= 10 &&
    (frame[0]! & 0x01) === 0 &&
    frame[3] === 0x9d &&
    frame[4] === 0x01 &&
    frame[5] === 0x2a
  );
}

/** Width and height written in a key frame (14 bits each; the top two bits are scaling). */
export function vp8KeyFrameSize(frame: Buffer): { width: number; height: number } | undefined {
  if (!isVp8KeyFrame(frame)) return undefined;
  return { width: frame.readUInt16LE(6) & 0x3fff, height: frame.readUInt16LE(8) & 0x3fff };
}

/** The frames of an IVF file (ffmpeg's `-f ivf`): a 32-byte header, then size-prefixed frames. */
export function readIvfFrames(file: Buffer): Buffer[] {
  if (file.subarray(0, 4).toString('latin1') !== 'DKIF') throw new Error('Not an IVF file');
  const frames: Buffer[] = [];
  let at = file.readUInt16LE(6);
  while (at + 12 <= file.length) {
    const size = file.readUInt32LE(at);
    if (at + 12 + size > file.length) break;
    frames.push(file.subarray(at + 12, at + 12 + size));
    at += 12 + size;
  }
  return frames;
}
