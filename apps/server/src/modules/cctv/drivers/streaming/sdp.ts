import { CctvMessages } from '@console/contract';
import net from 'node:net';
import { StreamGatewayError } from './stream-gateway.ts';

// The few facts the gateways read from session descriptions, and the one change made to an offer.

/** Offers are a few kilobytes; anything much larger is not one. */
const MAX_OFFER_BYTES = 64 * 1024;

/**
 * What an offer needs to ever connect (RFC 8839, RFC 8122): ICE's user name fragment (4 to 256
 * ICE characters) and password (22 to 256), and the fingerprint of the DTLS certificate, at the
 * session level or in a media section. An offer without them would hold a gateway's session
 * until it timed out.
 */
const ICE_UFRAG = /^a=ice-ufrag:[A-Za-z0-9+/]{4,256}\s*$/m;
const ICE_PWD = /^a=ice-pwd:[A-Za-z0-9+/]{22,256}\s*$/m;
const FINGERPRINT = /^a=fingerprint:[A-Za-z0-9-]+ [0-9A-Fa-f]{2}(?::[0-9A-Fa-f]{2})+\s*$/m;

/**
 * An SDP offer the gateways can answer: text starting `v=0` with a video media section, and the
 * ICE credentials and DTLS fingerprint a connection needs.
 */
export function checkOffer(offerSdp: unknown): string {
  if (
    typeof offerSdp !== 'string' ||
    Buffer.byteLength(offerSdp) > MAX_OFFER_BYTES ||
    !offerSdp.startsWith('v=0') ||
    !/^m=video /m.test(offerSdp)
  ) {
    throw new StreamGatewayError(400, 'The offer is not a WebRTC session description with video.');
  }
  if (!ICE_UFRAG.test(offerSdp) || !ICE_PWD.test(offerSdp) || !FINGERPRINT.test(offerSdp)) {
    throw new StreamGatewayError(400, CctvMessages.offerCannotConnect);
  }
  return offerSdp;
}

const isLoopback = (address: string) =>
  net.isIPv4(address) ? address.startsWith('127.') : address === '::1';

/**
 * The offer with only the candidates the gateway may send to. Browsers name their own addresses
 * as `….local` (mDNS) names: resolving them would be multicast on the machine's network, and the
 * gateway learns the browser's address anyway from its first connectivity check (a
 * peer-reflexive candidate). A gateway on loopback keeps loopback candidates only.
 */
export function reachableCandidatesOnly(offerSdp: string, localAddress: string): string {
  const loopbackOnly = isLoopback(localAddress);
  return offerSdp
    .split(/\r?\n/)
    .filter((line) => {
      if (!line.startsWith('a=candidate:')) return true;
      const address = line.split(' ')[4] ?? '';
      if (!net.isIP(address)) return false;
      return !loopbackOnly || isLoopback(address);
    })
    .join('\r\n');
}

/** Whether an answer accepted VP8 video (a rejected section answers port 0 and no codec). */
export function answersVp8(answerSdp: string): boolean {
  return /^a=rtpmap:\d+ VP8\/90000/im.test(answerSdp) && !/^m=video 0 /m.test(answerSdp);
}
