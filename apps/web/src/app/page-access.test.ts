import type { MeResponse } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { moduleEntriesOf } from './module-routes.ts';
import { admits, type PageAccess } from './page-access.ts';

/** A /me answer with only what the gate reads. */
function fakeMe(visible: string[], permissions: string[] = []): MeResponse {
  return { is_superuser: false, visible_modules: visible, permissions } as unknown as MeResponse;
}

const at = (url: string) => {
  const [pathname = '', query = ''] = url.split('?');
  return { pathname, search: query ? `?${query}` : '' };
};

describe('the gate of the calling entries', () => {
  // What routes.tsx gives /adoption-calling: all six entries share the path.
  const entries = moduleEntriesOf('/adoption-calling');
  const callingGate: PageAccess = { moduleFromAddress: true };

  it('puts all six calling entries on /adoption-calling and gates on the one the query names', () => {
    expect(entries.map((entry) => entry.id)).toEqual([
      'adoption-calling',
      'renewal-calling',
      'televerification-calling',
      'internal-calling',
      'dar-calling',
      'iat-calling',
    ]);
  });

  it('lets a renewal-only user into renewal calling and nowhere else', () => {
    const renewalOnly = fakeMe(['renewal-calling'], ['renewalcall_read']);
    expect(admits(callingGate, renewalOnly, at('/adoption-calling?call_type=renewal'))).toBe(true);
    expect(admits(callingGate, renewalOnly, at('/adoption-calling'))).toBe(false);
    expect(admits(callingGate, renewalOnly, at('/adoption-calling?call_type=iat'))).toBe(false);
    expect(admits(callingGate, renewalOnly, at('/adoption-calling?call_type=bogus'))).toBe(false);
  });

  it('lets an adoption-only user into adoption calling, not renewal', () => {
    const adoptionOnly = fakeMe(['adoption-calling'], ['adoptioncall_read']);
    expect(admits(callingGate, adoptionOnly, at('/adoption-calling'))).toBe(true);
    expect(admits(callingGate, adoptionOnly, at('/adoption-calling?call_type=renewal'))).toBe(
      false,
    );
  });
});

describe('other gates', () => {
  it('checks the module, the permission and the superuser flag', () => {
    const principal = fakeMe(['sms'], ['sms']);
    expect(admits({ module: 'sms' }, principal, at('/sms'))).toBe(true);
    expect(admits({ module: 'marketing' }, principal, at('/marketing'))).toBe(false);
    expect(admits({ permission: 'hangfire_read' }, principal, at('/hangfire'))).toBe(false);
    expect(admits({ superuser: true }, principal, at('/sms-outbox'))).toBe(false);
    const superuser = { ...principal, is_superuser: true };
    expect(admits({ permission: 'hangfire_read', superuser: true }, superuser, at('/x'))).toBe(
      true,
    );
  });
});
