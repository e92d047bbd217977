import { RTCPeerConnection, RTCRtpCodecParameters } from 'werift';
import { vp8PayloadBody } from '../../src/modules/cctv/drivers/streaming/vp8-rtp.ts';
import { startStunResponder } from './stun-responder.ts';

// A browser stand-in for the streaming tests: a werift peer on 127.0.0.1 that offers to receive
// video and puts the VP8 frames it receives back together from their RTP packets.

export interface WebrtcViewer {
  pc: RTCPeerConnection;
  offerSdp: string;
  /** Whole frames received so far, in order. */
  frames: Buffer[];
  accept(answerSdp: string): Promise<void>;
  close(): Promise<void>;
}

/** One loopback STUN server for every viewer of the test process. */
let stun: Promise<{ url: string }> | undefined;

export async function openViewer(codec: 'video/VP8' | 'video/H264' = 'video/VP8') {
  stun ??= startStunResponder();
  const pc = new RTCPeerConnection({
    codecs: { video: [new RTCRtpCodecParameters({ mimeType: codec, clockRate: 90_000 })] },
    iceServers: [{ urls: (await stun).url }],
    iceUseIpv4: false,
    iceUseIpv6: false,
    iceAdditionalHostAddresses: ['127.0.0.1'],
    iceInterfaceAddresses: { udp4: '127.0.0.1' },
  });
  const transceiver = pc.addTransceiver('video', { direction: 'recvonly' });
  const frames: Buffer[] = [];
  let pieces: Buffer[] | undefined;
  transceiver.onTrack.subscribe((track) => {
    track.onReceiveRtp.subscribe((rtp) => {
      const { start, body } = vp8PayloadBody(rtp.payload);
      if (start) pieces = [];
      pieces?.push(body);
      if (rtp.header.marker && pieces) {
        frames.push(Buffer.concat(pieces));
        pieces = undefined;
      }
    });
  });
  await pc.setLocalDescription(await pc.createOffer());
  const viewer: WebrtcViewer = {
    pc,
    offerSdp: pc.localDescription!.sdp,
    frames,
    accept: (answerSdp) => pc.setRemoteDescription({ type: 'answer', sdp: answerSdp }),
    close: () => pc.close(),
  };
  return viewer;
}
