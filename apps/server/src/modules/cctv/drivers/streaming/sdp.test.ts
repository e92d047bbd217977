import { CctvMessages } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { answersVp8, checkOffer, reachableCandidatesOnly } from './sdp.ts';

const FINGERPRINT =
  'a=fingerprint:sha-256 9A:1C:3E:5F:00:11:22:33:44:55:66:77:88:99:AA:BB:CC:DD:EE:FF:01:23:45:67:89:AB:CD:EF:10:32:54:76';

const offer = [
  'v=0',
  FINGERPRINT,
  'm=video 9 UDP/TLS/RTP/SAVPF 96',
  'a=ice-ufrag:Hx7e',
  'a=ice-pwd:sQ0wHy6hVgLcOqdm1kZ3uR8p',
  'a=candidate:1 1 udp 2113937151 1f0e6c9a-0f4b-4c1e-9c56-3b8d1b0a2f11.local 50123 typ host',
  'a=candidate:2 1 udp 2113939711 127.0.0.1 50124 typ host',
  'a=candidate:3 1 udp 2113939711 192.0.2.2 50125 typ host',
  'a=candidate:4 1 udp 1677729535 203.0.113.7 50126 typ srflx raddr 0.0.0.0 rport 0',
  'a=rtpmap:96 VP8/90000',
  '',
].join('\r\n');

const candidates = (sdp: string) =>
  sdp
    .split('\r\n')
    .filter((line) => line.startsWith('a=candidate:'))
    .map((line) => line[12]);

describe('offers', () => {
  it('keeps loopback candidates only for a gateway on loopback, and never mDNS names', () => {
    expect(candidates(reachableCandidatesOnly(offer, '127.0.0.1'))).toEqual(['2']);
    expect(candidates(reachableCandidatesOnly(offer, '192.0.2.10'))).toEqual(['2', '3', '4']);
    expect(reachableCandidatesOnly(offer, '127.0.0.1')).toContain('a=rtpmap:96 VP8/90000');
  });

  it('takes only SDP with a video section, and tells an answer that accepted VP8', () => {
    expect(checkOffer(offer)).toBe(offer);
    for (const bad of ['', 'hello', 'v=0\r\nm=audio 9 UDP/TLS/RTP/SAVPF 111\r\n', 42]) {
      expect(() => checkOffer(bad)).toThrow(
        'The offer is not a WebRTC session description with video.',
      );
    }
    // Credentials and a fingerprint may sit at the session level or in the media section.
    const inMedia = offer
      .replace(`${FINGERPRINT}\r\n`, '')
      .replace('a=ice-pwd', `${FINGERPRINT}\r\na=ice-pwd`);
    expect(checkOffer(inMedia)).toBe(inMedia);
    expect(answersVp8('v=0\r\nm=video 9 UDP/TLS/RTP/SAVPF 96\r\na=rtpmap:96 VP8/90000\r\n')).toBe(
      true,
    );
    expect(answersVp8('v=0\r\nm=video 0 UDP/TLS/RTP/SAVPF 0\r\n')).toBe(false);
  });
});

describe('offers that can never connect', () => {
  it('are refused: no ICE user name or password, or no DTLS fingerprint', () => {
    const without = (pattern: RegExp) =>
      offer
        .split('\r\n')
        .filter((line) => !pattern.test(line))
        .join('\r\n');
    for (const pattern of [/^a=ice-ufrag:/, /^a=ice-pwd:/, /^a=fingerprint:/]) {
      expect(() => checkOffer(without(pattern)), String(pattern)).toThrow(
        CctvMessages.offerCannotConnect,
      );
    }
    // Present but unusable: a password shorter than ICE's 22 characters, a fingerprint of no hash.
    for (const [from, to] of [
      ['a=ice-pwd:sQ0wHy6hVgLcOqdm1kZ3uR8p', 'a=ice-pwd:short'],
      ['a=ice-ufrag:Hx7e', 'a=ice-ufrag:'],
      [FINGERPRINT, 'a=fingerprint:sha-256 nothing'],
    ] as const) {
      expect(() => checkOffer(offer.replace(from, to)), to).toThrow(
        CctvMessages.offerCannotConnect,
      );
    }
  });
});
