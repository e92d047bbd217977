// One camera stream into one <video>: a receive-only RTCPeerConnection whose offer is POSTed to
// the server's WHEP endpoint (RFC 9725), the answer applied, the track shown. The offer goes at
// once, without waiting for the browser's own candidates: they are `….local` names no gateway
// resolves, and the gateway learns the browser's address from its first connectivity check.

export type CameraStreamState = 'connecting' | 'playing' | 'failed' | 'closed';

export interface CameraStreamEvent {
  state: CameraStreamState;
  /** Why it failed, in words a tile can show. */
  reason?: string;
  /** Whether trying again may help (a refused camera will not come back by retrying). */
  retryable?: boolean;
}

export interface CameraStreamHandle {
  readonly state: CameraStreamState;
  /** Stops the video, closes the connection and ends the session on the server. */
  close(): void;
}

/** fetch with the signed-in user's bearer token (the WHEP POST and DELETE go to the API). */
export type FetchWithAuth = (url: string, init: RequestInit) => Promise<Response>;

export interface OpenCameraStreamOptions {
  onState?: (event: CameraStreamEvent) => void;
  iceServers?: RTCIceServer[];
  /** No picture this long after opening is a failure. */
  firstFrameTimeoutMs?: number;
  /** Once playing, no new frame this long is a failure (the gateway or camera stopped). */
  stallTimeoutMs?: number;
}

/** ICE may come back from `disconnected` by itself; after this it has not. */
const DISCONNECTED_GRACE_MS = 4000;

/** 4xx answers other than a timeout or a busy signal will be the same next time. */
const retryableStatus = (status: number) => status >= 500 || status === 408 || status === 429;

async function errorMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // Not the API's JSON error: the status says enough.
  }
  return `The stream gateway answered ${response.status}.`;
}

export function openCameraStream(
  video: HTMLVideoElement,
  whepUrl: string,
  fetchWithAuth: FetchWithAuth,
  options: OpenCameraStreamOptions = {},
): CameraStreamHandle {
  const { onState, iceServers = [], firstFrameTimeoutMs = 10_000, stallTimeoutMs = 5000 } = options;
  const pc = new RTCPeerConnection({ iceServers });
  const abort = new AbortController();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let state: CameraStreamState = 'connecting';
  let sessionUrl: string | undefined;
  let lastFrameAt = 0;

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };
  const report = (event: CameraStreamEvent) => {
    state = event.state;
    onState?.(event);
  };
  const finished = () => state === 'failed' || state === 'closed';
  const teardown = () => {
    abort.abort();
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    pc.close();
    video.srcObject = null;
    if (sessionUrl) {
      // keepalive: the DELETE still goes when the page is being left.
      void fetchWithAuth(sessionUrl, { method: 'DELETE', keepalive: true }).catch(() => undefined);
      sessionUrl = undefined;
    }
  };
  const fail = (reason: string, retryable = true) => {
    if (finished()) return;
    teardown();
    report({ state: 'failed', reason, retryable });
  };

  // Each shown frame is counted, so a picture that stops is noticed, not only one that fails.
  const frameShown = () => {
    if (finished()) return;
    lastFrameAt = performance.now();
    if (state === 'connecting') report({ state: 'playing' });
  };
  const watchFrames = () => {
    if ('requestVideoFrameCallback' in video) {
      const next = () => {
        frameShown();
        if (!finished()) video.requestVideoFrameCallback(next);
      };
      video.requestVideoFrameCallback(next);
    } else {
      // Browsers without frame callbacks: the playback position moving is the sign.
      (video as HTMLVideoElement).addEventListener('timeupdate', frameShown);
    }
  };
  const checkStall = () => {
    if (finished()) return;
    if (state === 'playing' && performance.now() - lastFrameAt > stallTimeoutMs) {
      fail('The camera stream stopped.');
      return;
    }
    later(1000, checkStall);
  };

  pc.addTransceiver('video', { direction: 'recvonly' });
  pc.ontrack = (event) => {
    video.muted = true;
    video.srcObject = new MediaStream([event.track]);
    // play() rather than autoplay: Chromium pauses autoplaying muted videos that are off screen.
    void video.play().catch(() => undefined);
    watchFrames();
  };
  pc.onconnectionstatechange = () => {
    if (pc.connectionState === 'failed') fail('The connection to the stream gateway failed.');
    if (pc.connectionState === 'disconnected') {
      later(DISCONNECTED_GRACE_MS, () => {
        if (pc.connectionState !== 'connected')
          fail('The connection to the camera stream was lost.');
      });
    }
  };
  later(firstFrameTimeoutMs, () => {
    if (state === 'connecting') fail('No video arrived from the camera.');
  });
  later(1000, checkStall);

  const negotiate = async () => {
    await pc.setLocalDescription(await pc.createOffer());
    const response = await fetchWithAuth(whepUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/sdp', accept: 'application/sdp' },
      body: pc.localDescription!.sdp,
      signal: abort.signal,
    });
    if (response.status !== 201) {
      fail(await errorMessage(response), retryableStatus(response.status));
      return;
    }
    const location = response.headers.get('location');
    const answer = await response.text();
    if (location) sessionUrl = new URL(location, new URL(whepUrl, window.location.href)).href;
    // Closed while the answer was on its way: end the session it opened.
    if (finished()) {
      teardown();
      return;
    }
    await pc.setRemoteDescription({ type: 'answer', sdp: answer });
  };
  negotiate().catch((error: unknown) => {
    if (finished()) return;
    const detail = error instanceof Error ? error.message : String(error);
    fail(`The stream could not be opened (${detail}).`);
  });

  report({ state: 'connecting' });
  return {
    get state() {
      return state;
    },
    close() {
      if (finished()) return;
      teardown();
      report({ state: 'closed' });
    },
  };
}
