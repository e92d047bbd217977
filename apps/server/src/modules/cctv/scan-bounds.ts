import { CAMERA_CHANNEL_MAX, CAMERA_NAME_MAX, CAMERA_STREAM_ID_MAX } from '@console/contract';
import type {
  RecorderChannel,
  RecorderDeviceInfo,
  RecorderDisk,
} from './drivers/recorders/recorder.ts';

// What a recorder says is kept only within what a camera may be (issue 23, item 2): anything
// that answers as a recorder is read, so its answer is data from outside. Channels are 1 to
// CAMERA_CHANNEL_MAX, each once (so at most that many cameras), stream ids what a camera may
// hold, names without control or direction-changing characters and cut to a camera name's
// length. Names are stored as text: the console shows them as text and the exports write one
// that reads as a formula with a leading quote.

/** Disks a recorder may list (the largest hold 16 and an array or two). */
const DISKS_MAX = 64;
/** A disk id is short ('1', '/dev/sda'); it is said in the health message. */
const DISK_ID_MAX = 40;
/** The device's own words (model, serial, firmware) as the scan answers them. */
const DEVICE_TEXT_MAX = 100;

/**
 * Control characters (C0, DEL, C1) and format characters, the invisible ones that reorder or
 * hide text (bidi embeddings and isolates, zero-width characters, the byte order mark).
 */
const UNSEEN = /[\p{Cc}\p{Cf}]/gu;

/** Text as it may be stored and shown: unseen characters out, spaces as one, cut to `max`. */
export function cleanText(text: string, max: number): string {
  const clean = text.replace(UNSEEN, '').replace(/\s+/g, ' ').trim();
  // Cut by characters, not UTF-16 units, so no emoji is split in two.
  return Array.from(clean).slice(0, max).join('').trim();
}

const wholeIn = (value: number, min: number, max: number) =>
  Number.isSafeInteger(value) && value >= min && value <= max;

/** The channels a camera may be made for: numbered 1 to 256, each once, in order. */
export function boundedChannels(channels: readonly RecorderChannel[]): RecorderChannel[] {
  const kept = new Map<number, RecorderChannel>();
  for (const channel of channels) {
    if (!wholeIn(channel.channel_number, 1, CAMERA_CHANNEL_MAX)) continue;
    if (!wholeIn(channel.main_stream_id, 0, CAMERA_STREAM_ID_MAX)) continue;
    if (!wholeIn(channel.sub_stream_id, 0, CAMERA_STREAM_ID_MAX)) continue;
    if (kept.has(channel.channel_number)) continue;
    kept.set(channel.channel_number, {
      ...channel,
      name: cleanText(channel.name, CAMERA_NAME_MAX),
    });
  }
  return [...kept.values()].sort((a, b) => a.channel_number - b.channel_number);
}

export function boundedDevice(device: RecorderDeviceInfo): RecorderDeviceInfo {
  return {
    ...device,
    model_name: cleanText(device.model_name, DEVICE_TEXT_MAX),
    serial_number: cleanText(device.serial_number, DEVICE_TEXT_MAX),
    firmware: cleanText(device.firmware, DEVICE_TEXT_MAX),
    device_name:
      device.device_name === null ? null : cleanText(device.device_name, DEVICE_TEXT_MAX),
  };
}

export function boundedDisks(disks: readonly RecorderDisk[]): RecorderDisk[] {
  return disks.slice(0, DISKS_MAX).map((disk) => ({
    ...disk,
    id: cleanText(disk.id, DISK_ID_MAX),
    vendor_state: cleanText(disk.vendor_state, DISK_ID_MAX),
  }));
}
