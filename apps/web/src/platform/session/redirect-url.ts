import { readStorage, StorageKey, writeStorage } from './browser-storage.ts';

// 000 §2: a redirectUrl met on the way in is remembered and opened after sign-in. Only paths of
// this console are accepted, so a crafted link cannot send a user elsewhere after sign-in.

export function isConsolePath(url: string | null | undefined): url is string {
  return !!url && url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

export function rememberRedirectUrl(url: string | null | undefined): void {
  if (isConsolePath(url) && !url.startsWith('/login')) {
    writeStorage(StorageKey.redirectUrl, url, sessionStorage);
  }
}

/** The remembered address, forgotten once read. */
export function takeRedirectUrl(): string | null {
  const url = readStorage(StorageKey.redirectUrl, sessionStorage);
  writeStorage(StorageKey.redirectUrl, null, sessionStorage);
  return isConsolePath(url) ? url : null;
}
