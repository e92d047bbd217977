import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DigestClient } from '../../src/modules/cctv/drivers/recorders/digest-auth.ts';
import {
  isCidr,
  RecorderAddressRefused,
  recorderNetworks,
} from '../../src/modules/cctv/drivers/recorders/recorder-networks.ts';

// Where recorders may be (issue 23, item 2): the allowed networks, what is never allowed, this
// server's own ports, and host names resolved, checked and connected to as checked.

const names: Record<string, string[]> = {
  'nvr.branch.test': ['10.1.2.3'],
  'twofaced.test': ['10.1.2.3', '169.254.169.254'],
  'here.test': ['127.77.9.1'],
};
const resolveAll = async (name: string) => {
  const found = names[name];
  if (!found)
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
  return found;
};

describe('recorder networks', () => {
  const networks = recorderNetworks(
    { allowed: ['10.0.0.0/8', 'fc00::/7'], ownPorts: [3000] },
    resolveAll,
  );

  it('allow the listed networks and nothing else', () => {
    for (const allowed of ['10.1.2.3', '10.255.0.1', 'fd00::5']) {
      expect(networks.refusalOf(allowed, 80), allowed).toBeNull();
    }
    for (const refused of ['11.0.0.1', '192.168.1.10', '127.0.0.1', '8.8.8.8', '::1']) {
      expect(networks.refusalOf(refused, 80), refused).toMatch(/outside the allowed networks/);
    }
  });

  it('never allow this host, link-local, metadata or multicast addresses, in any spelling', () => {
    const everything = recorderNetworks(
      { allowed: ['0.0.0.0/0', '::/0', '169.254.0.0/16'], ownPorts: [] },
      resolveAll,
    );
    for (const refused of [
      '0.0.0.0',
      '169.254.169.254',
      '169.254.0.1',
      '100.100.100.200',
      '224.0.0.251',
      '255.255.255.255',
      '::',
      'fe80::1',
      'fd00:ec2::254',
      '::ffff:169.254.169.254',
      '::ffff:a9fe:a9fe',
      '64:ff9b::a9fe:a9fe',
      '::ffff:0.0.0.0',
      'metadata.google.internal',
      'METADATA.google.internal.',
      'metadata',
    ]) {
      expect(everything.refusalOf(refused, 80), refused).not.toBeNull();
    }
    expect(everything.refusalOf('10.1.2.3', 80)).toBeNull();
  });

  it('never allow this server’s own port on this machine, even where loopback is allowed', () => {
    const loopback = recorderNetworks(
      { allowed: ['127.0.0.0/8', '10.0.0.0/8'], ownPorts: [3000], ownHost: '10.0.0.5' },
      resolveAll,
    );
    expect(loopback.refusalOf('127.0.0.1', 3000)).toMatch(/this server/);
    expect(loopback.refusalOf('127.16.0.5', 3000)).toMatch(/this server/);
    expect(loopback.refusalOf('10.0.0.5', 3000)).toMatch(/this server/);
    expect(loopback.refusalOf('127.0.0.1', 8080)).toBeNull();
    expect(loopback.refusalOf('10.0.0.6', 3000)).toBeNull();
  });

  it('resolve a name to a checked address, refusing a name with any refused answer or none', async () => {
    expect(await networks.resolve('nvr.branch.test', 80)).toBe('10.1.2.3');
    expect(await networks.resolve('10.1.2.3', 80)).toBe('10.1.2.3');
    for (const refused of ['twofaced.test', 'gone.test', 'metadata.google.internal', '127.0.0.1']) {
      await expect(networks.resolve(refused, 80), refused).rejects.toBeInstanceOf(
        RecorderAddressRefused,
      );
    }
  });

  it('read RECORDER_ALLOWED_NETWORKS entries as networks', () => {
    for (const good of ['10.0.0.0/8', '192.168.1.7', 'fc00::/7', '::1/128']) {
      expect(isCidr(good), good).toBe(true);
    }
    for (const bad of ['10.0.0.0/33', '10.0.0/8', 'nvr.test', '10.0.0.0/8/1', 'fc00::/129', '']) {
      expect(isCidr(bad), bad).toBe(false);
    }
  });
});

describe('the digest client with checked addresses', () => {
  let server: http.Server;
  const hosts: string[] = [];

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      hosts.push(request.headers.host ?? '');
      response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen({ host: '127.77.9.1', port: 0 }, resolve));
  });
  afterAll(() => new Promise((resolve) => server?.close(resolve)));

  it('connects to the address the name was checked as, naming the recorder in Host', async () => {
    const port = (server.address() as AddressInfo).port;
    const checked = recorderNetworks({ allowed: ['127.77.9.0/24'], ownPorts: [] }, resolveAll);
    const client = new DigestClient({
      // No resolver but the test's knows this name: the answer proves the checked address was used.
      origin: `http://here.test:${port}`,
      username: 'admin',
      password: 'x',
      timeoutMs: 2000,
      resolveAddress: (host) => checked.resolve(host, port),
    });
    expect((await client.request('/')).body).toBe('ok');
    expect(hosts).toEqual([`here.test:${port}`]);
  });

  it('makes no connection to an address refused', async () => {
    const port = (server.address() as AddressInfo).port;
    const strict = recorderNetworks({ allowed: ['10.0.0.0/8'], ownPorts: [] }, resolveAll);
    const client = new DigestClient({
      origin: `http://127.77.9.1:${port}`,
      username: 'admin',
      password: 'x',
      timeoutMs: 2000,
      resolveAddress: (host) => strict.resolve(host, port),
    });
    const before = hosts.length;
    await expect(client.request('/')).rejects.toMatchObject({ kind: 'address-refused' });
    expect(hosts.length).toBe(before);
  });
});
