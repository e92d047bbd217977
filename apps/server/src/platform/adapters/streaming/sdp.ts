import net from 'node:net';
import { StreamGatewayError } from './stream-gateway.ts';

// The few facts the gateways read from session descriptions, and the one change made to an offer.

/** Offers are a few kilobytes; anything much larger is not one. */
const MAX_OFFER_BYTES = 64 * 1024;

/** An SDP offer the gateways can answer: text starting `v=0` with a video media section. */
export function checkOffer(offerSdp: unknown): string {
  if (
    typeof offerSdp !== 'string' ||
    Buffer.byteLength(offerSdp) > MAX_OFFER_BYTES ||
    !offerSdp.startsWith('v=0') ||
    !/^m=video /m.test(offerSdp)
  ) {
    throw new StreamGatewayError(400, 'The offer is not a WebRTC session description with video.');
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
