import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DigestClient,
  DigestRequestError,
  chooseChallenge,
  digestResponse,
  parseChallenges,
} from '../../src/modules/cctv/drivers/recorders/digest-auth.ts';
import {
  startRecorderSimulator,
  type RecorderSimulator,
} from '../../src/modules/cctv/simulators/recorder-simulator.ts';
import { simulatedRecorder } from './recorder-fixtures.ts';

describe('digest response hashes', () => {
  it('match RFC 2617 §3.5 (MD5, qop=auth)', () => {
    expect(
      digestResponse({
        algorithm: 'MD5',
        username: 'Mufasa',
        password: 'Circle Of Life',
        realm: 'testrealm@host.com',
        method: 'GET',
        uri: '/dir/index.html',
        nonce: 'dcd98b7102dd2f0e8b11d0f600bfb0c093',
        qop: 'auth',
        nc: '00000001',
        cnonce: '0a4f113b',
      }),
    ).toBe('6629fae49393a05397450978507c4ef1');
  });

  const rfc7616 = {
    username: 'Mufasa',
    password: 'Circle of Life',
    realm: 'http-auth@example.org',
    method: 'GET',
    uri: '/dir/index.html',
    nonce: '7ypf/xlj9XXwfDPEoM4URrv/xwf94BcCAzFZH4GiTo0v',
    qop: 'auth' as const,
    nc: '00000001',
    cnonce: 'f2/wE4q74E6zIJEtWaHKaf5wv/H5QzzpXusqGemxURZJ',
  };

  it('match RFC 7616 §3.9.1 with MD5', () => {
    expect(digestResponse({ ...rfc7616, algorithm: 'MD5' })).toBe(
      '8ca523f5e9506fed4657c9700eebdbec',
    );
  });

  it('match RFC 7616 §3.9.1 with SHA-256', () => {
    expect(digestResponse({ ...rfc7616, algorithm: 'SHA-256' })).toBe(
      '753927fa0e85d155564e2e272a28d1802ca10daf4496794697cf8db5856cb6c1',
    );
  });
});

describe('challenges', () => {
  it('reads several challenges in one header, quoted commas and escapes included', () => {
    const challenges = parseChallenges(
      'Basic realm="DVR, main", Digest realm="Login to \\"7C0\\"", qop="auth,auth-int", ' +
        'nonce="abc", opaque="", algorithm=MD5, stale=FALSE',
    );
    expect(challenges).toEqual([
      { scheme: 'Basic', params: { realm: 'DVR, main' } },
      {
        scheme: 'Digest',
        params: {
          realm: 'Login to "7C0"',
          qop: 'auth,auth-int',
          nonce: 'abc',
          opaque: '',
          algorithm: 'MD5',
          stale: 'FALSE',
        },
      },
    ]);
  });

  it('answers the strongest digest challenge offered, with qop=auth', () => {
    const chosen = chooseChallenge([
      ...parseChallenges('Digest realm="r", nonce="m", qop="auth", algorithm=MD5'),
      ...parseChallenges('Digest realm="r", nonce="s", qop="auth-int,auth", algorithm=SHA-256'),
      ...parseChallenges('Digest realm="r", nonce="x", qop="auth", algorithm=SHA-512-256'),
    ]);
    expect(chosen).toMatchObject({ algorithm: 'SHA-256', qop: 'auth' });
    expect(chosen!.challenge.params.nonce).toBe('s');
  });

  it('answers none when only Basic is offered', () => {
    expect(chooseChallenge(parseChallenges('Basic realm="DVR"'))).toBeNull();
  });
});

describe('the digest client against simulated recorders', () => {
  let simulator: RecorderSimulator;
  const recorders = [
    simulatedRecorder({
      key: 'md5',
      vendor: 'hikvision',
      address: '127.77.1.1',
      digestAlgorithms: ['MD5'],
    }),
    // As current Hikvision firmware does: SHA-256 offered beside MD5, unless told otherwise.
    simulatedRecorder({ key: 'current', vendor: 'hikvision', address: '127.77.1.6' }),
    simulatedRecorder({
      key: 'both',
      vendor: 'dahua',
      address: '127.77.1.2',
      // MD5 offered first, as a recorder might: the client still takes SHA-256.
      digestAlgorithms: ['MD5', 'SHA-256'],
    }),
    simulatedRecorder({
      key: 'sha',
      vendor: 'dahua',
      address: '127.77.1.3',
      digestAlgorithms: ['SHA-256'],
    }),
    simulatedRecorder({
      key: 'down',
      vendor: 'hikvision',
      address: '127.77.1.4',
      fault: 'unreachable',
    }),
    simulatedRecorder({ key: 'silent', vendor: 'dahua', address: '127.77.1.5', fault: 'silent' }),
  ];
  const client = (key: string, password = 'Cctv@2024', timeoutMs = 5000) => {
    const place = simulator.place(key);
    return new DigestClient({
      origin: `http://${place.host}:${place.port}`,
      username: 'admin',
      password,
      timeoutMs,
    });
  };
  const requestsTo = (key: string) => simulator.requests.filter((r) => r.key === key);

  beforeAll(async () => {
    simulator = await startRecorderSimulator(recorders);
  });
  afterAll(async () => {
    await simulator?.close();
  });

  it('signs in with MD5 after the first challenge, then answers the held challenge at once', async () => {
    const md5 = client('md5');
    const first = await md5.request('/ISAPI/System/deviceInfo');
    expect(first.status).toBe(200);
    expect(first.body).toContain(
      '<serialNumber>DS-7608NI-K20820210315CCWRF12345678</serialNumber>',
    );
    const second = await md5.request('/ISAPI/System/time');
    expect(second.status).toBe(200);
    expect(requestsTo('md5').map((r) => [r.url, r.status, r.algorithm])).toEqual([
      ['/ISAPI/System/deviceInfo', 401, null],
      ['/ISAPI/System/deviceInfo', 200, 'MD5'],
      // The held nonce with the next nonce count: no second challenge.
      ['/ISAPI/System/time', 200, 'MD5'],
    ]);
  });

  it('prefers SHA-256 when the recorder offers it beside MD5, and uses it alone', async () => {
    expect((await client('both').request('/cgi-bin/magicBox.cgi?action=getDeviceType')).body).toBe(
      'type=CP-UVR-0801E1-CV2\r\n',
    );
    expect(requestsTo('both').at(-1)).toMatchObject({ status: 200, algorithm: 'SHA-256' });
    const sha = await client('sha').request('/cgi-bin/magicBox.cgi?action=getDeviceType');
    expect(sha.status).toBe(200);
  });

  it('answers SHA-256 to a Hikvision recorder as it is shipped today, which offers MD5 beside it', async () => {
    const answer = await client('current').request('/ISAPI/System/deviceInfo');
    expect(answer.status).toBe(200);
    expect(requestsTo('current').map((r) => [r.status, r.algorithm])).toEqual([
      [401, null],
      [200, 'SHA-256'],
    ]);
  });

  it('answers a stale nonce again with the new one, without counting it a refusal', async () => {
    const md5 = client('md5');
    await md5.request('/ISAPI/System/deviceInfo');
    const before = requestsTo('md5').length;
    simulator.expireNonces();
    const answer = await md5.request('/ISAPI/ContentMgmt/Storage/hdd');
    expect(answer.status).toBe(200);
    expect(
      requestsTo('md5')
        .slice(before)
        .map((r) => [r.status, r.stale]),
    ).toEqual([
      [401, true],
      [200, false],
    ]);
  });

  it('reports a wrong password as unauthorized after one attempt', async () => {
    const before = requestsTo('md5').length;
    const refused = client('md5', 'wrong').request('/ISAPI/System/deviceInfo');
    await expect(refused).rejects.toBeInstanceOf(DigestRequestError);
    await expect(refused).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(requestsTo('md5').length - before).toBe(2); // the bare request and one answer
  });

  it('reports a recorder where nothing listens as unreachable', async () => {
    await expect(client('down').request('/ISAPI/System/deviceInfo')).rejects.toMatchObject({
      kind: 'unreachable',
    });
  });

  it('reports a recorder that connects but never answers as a timeout', async () => {
    await expect(
      client('silent', 'Cctv@2024', 300).request('/cgi-bin/magicBox.cgi?action=getDeviceType'),
    ).rejects.toMatchObject({ kind: 'timeout' });
  });
});
