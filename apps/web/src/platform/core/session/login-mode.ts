import { readStorage, StorageKey, writeStorage } from './browser-storage.ts';

/** 000 §4: the sign-in mode (password or one-time code) is kept in browser storage. */
export type LoginMode = 'password' | 'otp';

export function readLoginMode(): LoginMode {
  return readStorage(StorageKey.loginMode) === 'otp' ? 'otp' : 'password';
}

export function saveLoginMode(mode: LoginMode): void {
  writeStorage(StorageKey.loginMode, mode);
}
