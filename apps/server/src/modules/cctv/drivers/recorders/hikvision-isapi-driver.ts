import {
  readDeviceInfo,
  readDisks,
  readProxyChannels,
  readProxyStatus,
  readResponseStatus,
  readTime,
  readVideoInputs,
} from './hikvision-isapi-answers.ts';
import { recorderTime } from './recorder-clock.ts';
import { RecorderConnection, urlHost, type Need, type Reading } from './recorder-connection.ts';
import {
  UnreadableAnswer,
  type RecorderAddress,
  type RecorderChannel,
  type RecorderDeviceInfo,
  type RecorderDisk,
  type RecorderDriver,
  type RecorderDriverOptions,
  type RecorderStream,
  type RecorderTime,
} from './recorder.ts';
import { XmlError } from './xml-reader.ts';

// Hikvision DVRs and NVRs through ISAPI, Hikvision's HTTP API (XML, digest authentication).
// A DVR lists its analog inputs under System/Video/inputs; IP cameras added to an NVR (or to a
// hybrid DVR) are "input proxy" channels with their own status list. Either list may be
// missing on a given model (404, or 403 with subStatusCode notSupport), which means none.

const PATHS = {
  deviceInfo: '/ISAPI/System/deviceInfo',
  videoInputs: '/ISAPI/System/Video/inputs/channels',
  proxyChannels: '/ISAPI/ContentMgmt/InputProxy/channels',
  proxyStatus: '/ISAPI/ContentMgmt/InputProxy/channels/status',
  disks: '/ISAPI/ContentMgmt/Storage/hdd',
  time: '/ISAPI/System/time',
};

/** Hikvision numbers a channel's streams channel × 100 + 1 (main) and + 2 (sub). */
const streamId = (channel: number, stream: RecorderStream) => channel * 100 + stream;

export class HikvisionIsapiDriver implements RecorderDriver {
  readonly vendor = 'hikvision';
  private readonly connection: RecorderConnection;

  constructor(
    private readonly address: RecorderAddress,
    private readonly options: RecorderDriverOptions,
  ) {
    this.connection = new RecorderConnection(address, this.vendor, options);
  }

  async deviceInfo(): Promise<RecorderDeviceInfo> {
    const info = await this.read(PATHS.deviceInfo, readDeviceInfo, 'first');
    const channels = await this.channels();
    return { ...info, channel_count: channels.length };
  }

  async channels(): Promise<RecorderChannel[]> {
    const inputs = (await this.read(PATHS.videoInputs, readVideoInputs, 'optional')) ?? [];
    const proxies = (await this.read(PATHS.proxyChannels, readProxyChannels, 'optional')) ?? [];
    const statuses =
      proxies.length > 0
        ? await this.read(PATHS.proxyStatus, readProxyStatus, 'optional')
        : undefined;

    const channels = new Map<number, RecorderChannel>();
    for (const input of inputs) {
      channels.set(input.id, {
        channel_number: input.id,
        name: input.name,
        online: input.online,
        main_stream_id: streamId(input.id, 1),
        sub_stream_id: streamId(input.id, 2),
      });
    }
    for (const proxy of proxies) {
      if (channels.has(proxy.id)) continue;
      const status = statuses?.get(proxy.id);
      const listed = (end: number) =>
        status?.streamIds.find((id) => id % 100 === end && Math.floor(id / 100) === proxy.id);
      channels.set(proxy.id, {
        channel_number: proxy.id,
        name: proxy.name,
        // A channel missing from the status list has no camera answering.
        online: status?.online ?? false,
        main_stream_id: listed(1) ?? streamId(proxy.id, 1),
        sub_stream_id: listed(2) ?? streamId(proxy.id, 2),
      });
    }
    return [...channels.values()].sort((a, b) => a.channel_number - b.channel_number);
  }

  async storage(): Promise<RecorderDisk[]> {
    return this.read(PATHS.disks, readDisks, 'required');
  }

  async time(): Promise<RecorderTime> {
    const asked = Date.now();
    const answer = await this.connection.get(PATHS.time);
    const serverMs = (asked + Date.now()) / 2;
    const time = this.parse(PATHS.time, answer, readTime, 'required');
    return recorderTime(
      time.clock,
      time.utcOffsetMinutes ?? this.options.assumedUtcOffsetMinutes,
      serverMs,
      time.ntpEnabled,
    );
  }

  streamUrl(channel: number, stream: RecorderStream): string {
    if (!Number.isInteger(channel) || channel < 1) throw new RangeError(`No channel ${channel}`);
    const host = urlHost(this.address.ip_address);
    return `rtsp://${host}:${this.address.rtsp_port}/Streaming/Channels/${streamId(channel, stream)}`;
  }

  private async read<T, N extends Need>(
    path: string,
    parse: (xml: string) => T,
    need: N,
  ): Promise<Reading<T, N>> {
    return this.parse(path, await this.connection.get(path), parse, need);
  }

  /**
   * An answer read, or the refusal in staff's words. `first` is the address every ISAPI
   * device answers: unknown there, the recorder is not a Hikvision (the DVR row's model is
   * wrong). `optional` resources a model may not have answer null.
   */
  private parse<T, N extends Need>(
    path: string,
    answer: { status: number; body: string },
    parse: (xml: string) => T,
    need: N,
  ): Reading<T, N> {
    const { connection } = this;
    if (answer.status === 200) {
      try {
        return parse(answer.body);
      } catch (error) {
        if (error instanceof UnreadableAnswer || error instanceof XmlError) {
          throw connection.unreadable(`GET ${path}: ${error.message}`);
        }
        throw error;
      }
    }
    const status = readResponseStatus(answer.body);
    const detail = `GET ${path}: HTTP ${answer.status}${status ? ` ${status.statusString} (${status.subStatusCode})` : ''}`;
    const unsupported =
      answer.status === 404 ||
      (answer.status === 403 && status?.subStatusCode.toLowerCase() === 'notsupport');
    if (unsupported && need === 'optional') return null as Reading<T, N>;
    if (unsupported && need === 'first') throw connection.wrongVendor(detail);
    if (answer.status === 403) throw connection.forbidden(detail);
    throw connection.unreadable(detail);
  }
}
