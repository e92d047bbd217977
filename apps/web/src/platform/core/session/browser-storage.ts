// Keys the console keeps in the browser, in one place so logout can clear them all.
export const StorageKey = {
  session: 'console.session',
  loginMode: 'console.login_mode',
  analyticsToken: 'console.analytics_token',
  academicYear: 'console.academic_year_id',
  toursSeen: 'console.tours_seen',
  deviceId: 'console.device_id',
  redirectUrl: 'console.redirect_url',
  chunkReloadAt: 'console.chunk_reload_at',
} as const;

const sessionKeys = new Set<string>();

/**
 * Keys a module keeps for the signed-in user (its manifest's `sessionKeys`): cleared with the
 * session, so the next user of the browser does not see them.
 */
export function clearWithSession(keys: Iterable<string>): void {
  for (const key of keys) sessionKeys.add(key);
}

/** The keys modules asked to clear at logout. */
export function keysClearedWithSession(): readonly string[] {
  return [...sessionKeys];
}

export function readStorage(key: string, storage: Storage = localStorage): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null, storage: Storage = localStorage) {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // Private browsing or a full quota: the console still works for this page's life.
  }
}

/** A stable id for this browser, sent with feedback and OTP sign-in. */
export function deviceId(): string {
  const known = readStorage(StorageKey.deviceId);
  if (known) return known;
  const created = `web-${crypto.randomUUID()}`;
  writeStorage(StorageKey.deviceId, created);
  return created;
}
