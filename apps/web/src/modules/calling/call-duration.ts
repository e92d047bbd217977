// How a call's talk time reads in lists and details.

/** Talk time as m:ss; a call never answered shows a dash. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
