import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { StreamGatewayError, type CameraStreamChoice } from './stream-gateway.ts';
import { isVp8KeyFrame, readIvfFrames, vp8Payloads } from './vp8-rtp.ts';

// The built-in gateway's pictures: ffmpeg's moving test pattern, turned to a hue of the camera's
// own with the camera's number drawn in the corner, encoded to VP8 once per camera and stream
// and kept under DATA_DIR. Sending is then only cutting stored frames into RTP: sixteen tiles
// cost a few per cent of a core, where encoding live would cost a core or more.

export const PATTERN_FRAME_RATE = 15;
/** Seconds in the loop; a key frame starts each second, so a picture loss heals within one. */
const LOOP_SECONDS = 4;
/** Bump when the pictures change, so stored ones are made again. */
const PATTERN_VERSION = 2;

export const STREAM_PICTURE: Record<
  CameraStreamChoice,
  { width: number; height: number; bitrate: string; label: string }
> = {
  1: { width: 1280, height: 720, bitrate: '1500k', label: 'main' },
  2: { width: 640, height: 360, bitrate: '400k', label: 'sub' },
};

/** A loop of encoded frames, each already cut into RTP payloads. */
export interface PatternClip {
  width: number;
  height: number;
  frames: { payloads: Buffer[]; key: boolean }[];
}

const SEGMENTS: Record<string, string> = {
  '0': 'abcdef',
  '1': 'bc',
  '2': 'abdeg',
  '3': 'abcdg',
  '4': 'bcfg',
  '5': 'acdfg',
  '6': 'acdefg',
  '7': 'abc',
  '8': 'abcdefg',
  '9': 'abcdfg',
};

/** drawbox filters that write the camera's number as seven-segment digits on a dark plate. */
export function cameraNumberBoxes(cameraId: number, height: number): string[] {
  const digits = String(cameraId);
  const w = Math.round(height / 16);
  const h = 2 * w;
  const t = Math.max(3, Math.round(w / 5));
  const gap = Math.round(w / 2);
  const x0 = Math.round(height / 24);
  // Below testsrc2's running clock in the top left corner, which shows the frames moving.
  const y0 = Math.round(height / 9);
  const pad = gap;
  const box = (x: number, y: number, bw: number, bh: number, color: string) =>
    `drawbox=x=${x}:y=${y}:w=${bw}:h=${bh}:color=${color}:t=fill`;
  const boxes = [box(x0, y0, digits.length * (w + gap) - gap + 2 * pad, h + 2 * pad, 'black@0.7')];
  [...digits].forEach((digit, index) => {
    const x = x0 + pad + index * (w + gap);
    const y = y0 + pad;
    const half = Math.round(h / 2);
    const segment: Record<string, [number, number, number, number]> = {
      a: [x, y, w, t],
      b: [x + w - t, y, t, half],
      c: [x + w - t, y + half, t, h - half],
      d: [x, y + h - t, w, t],
      e: [x, y + half, t, h - half],
      f: [x, y, t, half],
      g: [x, y + half - Math.floor(t / 2), w, t],
    };
    for (const name of SEGMENTS[digit] ?? '') {
      const [sx, sy, sw, sh] = segment[name]!;
      boxes.push(box(sx, sy, sw, sh, 'white'));
    }
  });
  return boxes;
}

/** A hue per camera, a golden angle apart, so neighbouring ids look clearly different. */
export function cameraHue(cameraId: number): number {
  return Math.round((cameraId * 137.508) % 360);
}

function ffmpegArguments(cameraId: number, stream: CameraStreamChoice, output: string): string[] {
  const { width, height, bitrate } = STREAM_PICTURE[stream];
  const filters = [`hue=h=${cameraHue(cameraId)}`, ...cameraNumberBoxes(cameraId, height)];
  const keyInterval = String(PATTERN_FRAME_RATE);
  return [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'],
    ...['-f', 'lavfi', '-i'],
    `testsrc2=size=${width}x${height}:rate=${PATTERN_FRAME_RATE}:duration=${LOOP_SECONDS}`,
    ...['-vf', filters.join(',')],
    ...['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', bitrate],
    // No alternate reference frames: each stored frame is one shown picture.
    ...['-auto-alt-ref', '0', '-lag-in-frames', '0'],
    ...['-g', keyInterval, '-keyint_min', keyInterval],
    ...['-f', 'ivf', output],
  ];
}

/** The ffmpeg of @ffmpeg-installer/linux-x64 (a binary inside the npm package), if installed. */
function packagedFfmpeg(): string | undefined {
  try {
    const require = createRequire(import.meta.url);
    const dir = path.dirname(require.resolve('@ffmpeg-installer/linux-x64/package.json'));
    return path.join(dir, 'ffmpeg');
  } catch {
    return undefined;
  }
}

function runFfmpeg(ffmpeg: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`ffmpeg exited with ${code}: ${errors.trim().slice(-500)}`));
    });
  });
}

/** Encodes on demand, at most two at once (two cores), and keeps recent clips in memory. */
export class TestPatternLibrary {
  private readonly clips = new Map<string, Promise<PatternClip>>();
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly dir: string,
    private readonly ffmpegPath: string | undefined,
    private readonly keepInMemory = 64,
  ) {}

  clip(cameraId: number, stream: CameraStreamChoice): Promise<PatternClip> {
    const name = `camera-${cameraId}-${STREAM_PICTURE[stream].label}.v${PATTERN_VERSION}.ivf`;
    let clip = this.clips.get(name);
    if (!clip) {
      clip = this.load(path.join(this.dir, name), cameraId, stream);
      // A failed encoding is tried again by the next request, not remembered.
      clip.catch(() => this.clips.delete(name));
      this.clips.set(name, clip);
      if (this.clips.size > this.keepInMemory) {
        this.clips.delete(this.clips.keys().next().value!);
      }
    }
    return clip;
  }

  private async load(
    file: string,
    cameraId: number,
    stream: CameraStreamChoice,
  ): Promise<PatternClip> {
    if (!fs.existsSync(file)) await this.encode(file, cameraId, stream);
    const frames = readIvfFrames(await fs.promises.readFile(file));
    if (frames.length === 0 || !isVp8KeyFrame(frames[0]!)) {
      await fs.promises.rm(file, { force: true });
      throw new Error(`The stored test pattern ${file} is not a VP8 loop`);
    }
    const { width, height } = STREAM_PICTURE[stream];
    return {
      width,
      height,
      frames: frames.map((frame) => ({ payloads: vp8Payloads(frame), key: isVp8KeyFrame(frame) })),
    };
  }

  private async encode(file: string, cameraId: number, stream: CameraStreamChoice) {
    const ffmpeg = this.ffmpegPath ?? packagedFfmpeg();
    if (!ffmpeg || !fs.existsSync(ffmpeg)) {
      throw new StreamGatewayError(
        503,
        'The built-in stream gateway needs ffmpeg: install @ffmpeg-installer/linux-x64 or set STREAM_FFMPEG_PATH.',
      );
    }
    await this.turn();
    try {
      // npm holds back the package's own `chmod u+x ffmpeg` until its install script is approved.
      await fs.promises
        .access(ffmpeg, fs.constants.X_OK)
        .catch(() => fs.promises.chmod(ffmpeg, 0o755));
      await fs.promises.mkdir(this.dir, { recursive: true });
      const part = `${file}.${process.pid}.part`;
      await runFfmpeg(ffmpeg, ffmpegArguments(cameraId, stream, part)).catch(async (error) => {
        await fs.promises.rm(part, { force: true });
        // The console is told only that it failed; the reason (paths, ffmpeg's words) stays here.
        const failure = new StreamGatewayError(
          503,
          "The built-in stream gateway could not make the camera's test pattern.",
        );
        failure.cause = error;
        throw failure;
      });
      // Another process may have written the same file meanwhile; either copy is the same.
      await fs.promises.rename(part, file);
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }

  private async turn() {
    if (this.running >= 2) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running += 1;
  }
}
