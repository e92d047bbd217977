import { describe, expect, it } from 'vitest';
import type { AnyEndpoint } from '../common/endpoint.ts';
import type { EndpointRef, EndpointRefs } from '../common/endpoint-ref.ts';
import { analyticEndpointRefs } from './analytic.endpoint-refs.ts';
import { analyticEndpoints } from './analytic.endpoints.ts';
import { authEndpointRefs } from './auth.endpoint-refs.ts';
import { authEndpoints } from './auth.endpoints.ts';
import { meEndpointRefs } from './me.endpoint-refs.ts';
import { meEndpoints } from './me.endpoints.ts';

// The compiler holds each reference to its endpoint's method and path; this holds the objects
// themselves, so a reference forced past the types (a cast) fails too.

const groups: [string, Record<string, AnyEndpoint>, Record<string, EndpointRef>][] = [
  ['auth', authEndpoints, authEndpointRefs],
  ['me', meEndpoints, meEndpointRefs],
  ['analytic', analyticEndpoints, analyticEndpointRefs],
];

describe('endpoint references', () => {
  it.each(groups)('%s: one per endpoint, each its method and path', (_group, endpoints, refs) => {
    expect(Object.keys(refs).sort()).toEqual(Object.keys(endpoints).sort());
    for (const [name, endpoint] of Object.entries(endpoints)) {
      expect(refs[name], name).toEqual({ method: endpoint.method, path: endpoint.path });
    }
  });

  it('are refused by the compiler when they are not exactly their endpoint’s', () => {
    const wrong: Partial<EndpointRefs<typeof meEndpoints>> = {
      // @ts-expect-error the path is /me
      me: { method: 'GET', path: '/mine' },
    };
    const wrongMethod: Partial<EndpointRefs<typeof meEndpoints>> = {
      // @ts-expect-error /me is read with GET
      me: { method: 'POST', path: '/me' },
    };
    expect([wrong.me?.path, wrongMethod.me?.method]).toEqual(['/mine', 'POST']);
  });
});
