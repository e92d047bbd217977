import { DvrHealth } from '@console/contract';

// How CCTV screens write sizes and clock differences.

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

/** Disk sizes as their makers state them (decimal: a "2 TB" disk reads 2 TB): "1.8 TB". */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes == null || !Number.isFinite(bytes)) return '—';
  let value = Math.max(bytes, 0);
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = value >= 100 || unit === 0 ? 0 : 1;
  return `${value.toFixed(digits)} ${UNITS[unit]}`;
}

/**
 * A recorder's free space as its check found it. No space free is how recorders work: once full
 * they record over their oldest footage, so a recorder whose disks work says so ("Full (2.0 TB):
 * overwriting the oldest recordings") rather than reading as a problem; only a failed disk's
 * recorder reads "0 B of 2.0 TB".
 */
export function diskFreeText(
  free: number | null | undefined,
  total: number | null | undefined,
  state: string,
): string {
  if (total == null) return '—';
  if (free === 0 && state !== DvrHealth.DiskError) {
    return `Full (${formatBytes(total)}): overwriting the oldest recordings`;
  }
  return `${formatBytes(free)} of ${formatBytes(total)}`;
}

/** One disk's free space: a full disk that records overwrites, as recorders do. */
export function diskOwnFreeText(free: number, recording: boolean): string {
  return free === 0 && recording ? 'Full: overwriting the oldest recordings' : formatBytes(free);
}

/** A clock's difference: "7 min 20 s ahead", "45 s behind", "in step". */
export function formatDrift(seconds: number | null | undefined): string {
  if (seconds == null) return '—';
  const s = Math.abs(Math.round(seconds));
  if (s === 0) return 'in step';
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  const parts =
    hours > 0
      ? [`${hours} h`, minutes ? `${minutes} min` : '']
      : minutes > 0
        ? [`${minutes} min`, rest ? `${rest} s` : '']
        : [`${rest} s`];
  return `${parts.filter(Boolean).join(' ')} ${seconds > 0 ? 'ahead' : 'behind'}`;
}
