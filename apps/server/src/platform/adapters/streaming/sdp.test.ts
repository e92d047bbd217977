import { describe, expect, it } from 'vitest';
import { answersVp8, checkOffer, reachableCandidatesOnly } from './sdp.ts';

const offer = [
  'v=0',
  'm=video 9 UDP/TLS/RTP/SAVPF 96',
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
    expect(answersVp8('v=0\r\nm=video 9 UDP/TLS/RTP/SAVPF 96\r\na=rtpmap:96 VP8/90000\r\n')).toBe(
      true,
    );
    expect(answersVp8('v=0\r\nm=video 0 UDP/TLS/RTP/SAVPF 0\r\n')).toBe(false);
  });
});
