import { readStorage, StorageKey, writeStorage } from './browser-storage.ts';

// 000 §2: a redirectUrl met on the way in is remembered and opened after sign-in. Only paths of
// this console are accepted, so a crafted link cannot send a user elsewhere after sign-in.

export function isConsolePath(url: string | null | undefined): url is string {
  return !!url && url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

/** Query parameters that carry credentials (the /hangfire?access_token=… entry of 000 §2). */
const SECRET_PARAMS = ['access_token'];

/**
 * The address without credentials in its query: what may be remembered, put in a /login link
 * or otherwise written down. The token itself is only ever read from the tab's own address.
 */
export function withoutSecrets(url: string): string {
  const [path, query = ''] = url.split(/\?(.*)/s, 2) as [string, string?];
  if (!query) return url;
  const params = new URLSearchParams(query);
  for (const name of SECRET_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}

/** A redirectUrl worth following: a console path other than the sign-in pages. */
export function safeRedirectTarget(url: string | null | undefined): string | null {
  return isConsolePath(url) && !url.startsWith('/login') ? withoutSecrets(url) : null;
}

export function rememberRedirectUrl(url: string | null | undefined): void {
  const target = safeRedirectTarget(url);
  if (target) writeStorage(StorageKey.redirectUrl, target, sessionStorage);
}

/** Sign-out: the next person to sign in in this tab starts at home, not at our last page. */
export function forgetRedirectUrl(): void {
  writeStorage(StorageKey.redirectUrl, null, sessionStorage);
}

/** The remembered address, forgotten once read. */
export function takeRedirectUrl(): string | null {
  const url = readStorage(StorageKey.redirectUrl, sessionStorage);
  writeStorage(StorageKey.redirectUrl, null, sessionStorage);
  return isConsolePath(url) ? url : null;
}
