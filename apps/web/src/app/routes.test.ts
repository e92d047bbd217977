import type { ReactElement } from 'react';
import { matchRoutes } from 'react-router';
import type { PageAccess } from './page-access.ts';
import { describe, expect, it } from 'vitest';
import { consoleRoutes } from './routes.tsx';

/** The path of the innermost route an address lands on ('*' is the 404 page). */
function landsOn(pathname: string): string | undefined {
  return matchRoutes(consoleRoutes(), pathname)?.at(-1)?.route.path;
}

describe('module routes (000 §2, 002 §2)', () => {
  it.each([
    ['/announcement', '/announcement'],
    ['/announcement/form', '/announcement/form'],
    ['/announcement/12', '/announcement/:id'],
    ['/cdf-drill', '/cdf-drill'],
    ['/cdf-drill/4', '/cdf-drill/:id?'],
    ['/sms/5', '/sms/:id'],
    ['/user-management/student/9/gatepass/3', '/user-management/student/:id/gatepass/:gatepass_id'],
    ['/user-management/student/9/calls', '/user-management/student/:id/calls'],
    ['/user-management/staff/9/profile', '/user-management/staff/:id/profile'],
    ['/user-management/permission', '/user-management/:id?/permission'],
    ['/user-management/4/permission', '/user-management/:id?/permission'],
    ['/bus-tracking/mapping/KA01/bus-route/2', '/bus-tracking/mapping/:busNumber/bus-route/:id'],
    ['/adoption-calling/recording/8', '/adoption-calling/recording/:id'],
  ])('%s is the route %s', (address, route) => {
    expect(landsOn(address)).toBe(route);
  });

  it.each([
    '/sms/1/2/3',
    '/announcement/12/edit',
    '/user-management/student/9/unknown',
    '/masters/anything',
    '/hks/1',
  ])('%s is not found', (address) => {
    expect(landsOn(address)).toBe('*');
  });

  it('gates /adoption-calling on the calling entry the address selects, not on adoption', async () => {
    expect(await gateOf('/adoption-calling')).toEqual({ moduleFromAddress: true });
    expect(await gateOf('/sms/4')).toEqual({ module: 'sms' });
  });
});

/** The access rule of the page an address lands on, once its route has loaded its chunk. */
async function gateOf(address: string): Promise<PageAccess | undefined> {
  const route = matchRoutes(consoleRoutes(), address)?.at(-1)?.route;
  if (typeof route?.lazy !== 'function') throw new Error(`${address} is not a code-split page`);
  const loaded = (await route.lazy()) as { element?: ReactElement<{ access?: PageAccess }> };
  return loaded.element?.props.access;
}
