import {
  dahuaError,
  readCameraStates,
  readChannelTitles,
  readCurrentTime,
  readDeviceType,
  readNtp,
  readSoftwareVersion,
  readStorage,
  readSystemInfo,
  readVideoLoss,
} from './dahua-cgi-answers.ts';
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

// CP Plus recorders are Dahua-made and speak Dahua's CGI API: GET /cgi-bin/<name>.cgi?action=…
// with digest authentication, answers as key=value text. Channel names come from the
// ChannelTitle config; whether a camera is there from the NVR's camera states or, on an
// analog DVR that has none, from the channels with a VideoLoss event.

const PATHS = {
  deviceType: '/cgi-bin/magicBox.cgi?action=getDeviceType',
  systemInfo: '/cgi-bin/magicBox.cgi?action=getSystemInfo',
  softwareVersion: '/cgi-bin/magicBox.cgi?action=getSoftwareVersion',
  channelTitles: '/cgi-bin/configManager.cgi?action=getConfig&name=ChannelTitle',
  cameraStates: '/cgi-bin/LogicDeviceManager.cgi?action=getCameraState&uniqueChannels[0]=-1',
  videoLoss: '/cgi-bin/eventManager.cgi?action=getEventIndexes&code=VideoLoss',
  storage: '/cgi-bin/storageDevice.cgi?action=getDeviceAllInfo',
  ntp: '/cgi-bin/configManager.cgi?action=getConfig&name=NTP',
  currentTime: '/cgi-bin/global.cgi?action=getCurrentTime',
};

/** Dahua's stream types: subtype 0 is the main stream, 1 the first sub stream. */
const subtype = (stream: RecorderStream) => stream - 1;

export class DahuaCgiDriver implements RecorderDriver {
  readonly vendor = 'dahua';
  private readonly connection: RecorderConnection;

  constructor(
    private readonly address: RecorderAddress,
    private readonly options: RecorderDriverOptions,
  ) {
    this.connection = new RecorderConnection(address, this.vendor, options);
  }

  async deviceInfo(): Promise<RecorderDeviceInfo> {
    const type = await this.read(PATHS.deviceType, readDeviceType, 'first');
    const system = await this.read(PATHS.systemInfo, readSystemInfo, 'required');
    const firmware = await this.read(PATHS.softwareVersion, readSoftwareVersion, 'required');
    const titles = await this.read(PATHS.channelTitles, readChannelTitles, 'required');
    return {
      model_name: type,
      serial_number: system.serial_number,
      firmware,
      device_name: null,
      channel_count: titles.length,
    };
  }

  async channels(): Promise<RecorderChannel[]> {
    const titles = await this.read(PATHS.channelTitles, readChannelTitles, 'required');
    const states = await this.read(PATHS.cameraStates, readCameraStates, 'optional');
    const lost = states ? null : await this.read(PATHS.videoLoss, readVideoLoss, 'optional');
    return titles.map((name, index) => ({
      channel_number: index + 1,
      name,
      // A recorder that tells neither is taken at its word that the channel exists.
      online: states ? (states.get(index) ?? false) : lost ? !lost.has(index) : true,
      main_stream_id: subtype(1),
      sub_stream_id: subtype(2),
    }));
  }

  async storage(): Promise<RecorderDisk[]> {
    return this.read(PATHS.storage, readStorage, 'required');
  }

  async time(): Promise<RecorderTime> {
    const ntp = await this.read(PATHS.ntp, readNtp, 'optional');
    const asked = Date.now();
    const answer = await this.connection.get(PATHS.currentTime);
    const serverMs = (asked + Date.now()) / 2;
    const clock = this.parse(PATHS.currentTime, answer, readCurrentTime, 'required');
    return recorderTime(
      clock,
      ntp?.utcOffsetMinutes ?? this.options.assumedUtcOffsetMinutes,
      serverMs,
      ntp?.enabled ?? null,
    );
  }

  streamUrl(channel: number, stream: RecorderStream): string {
    if (!Number.isInteger(channel) || channel < 1) throw new RangeError(`No channel ${channel}`);
    const host = urlHost(this.address.ip_address);
    return `rtsp://${host}:${this.address.rtsp_port}/cam/realmonitor?channel=${channel}&subtype=${subtype(stream)}`;
  }

  private async read<T, N extends Need>(
    path: string,
    parse: (text: string) => T,
    need: N,
  ): Promise<Reading<T, N>> {
    return this.parse(path, await this.connection.get(path), parse, need);
  }

  /**
   * An answer read, or the refusal in staff's words. Dahua refuses what a model does not
   * support with 400 (or 501) and `Error` text; `optional` readings answer null then.
   * `first` is magicBox, which every Dahua-made recorder answers: unknown there, the recorder
   * is not one (the DVR row's model is wrong).
   */
  private parse<T, N extends Need>(
    path: string,
    answer: { status: number; body: string },
    parse: (text: string) => T,
    need: N,
  ): Reading<T, N> {
    const { connection } = this;
    const refusal = dahuaError(answer.body);
    if (answer.status === 200 && refusal === null) {
      try {
        return parse(answer.body);
      } catch (error) {
        if (error instanceof UnreadableAnswer) {
          throw connection.unreadable(`GET ${path}: ${error.message}`);
        }
        throw error;
      }
    }
    const detail = `GET ${path}: HTTP ${answer.status}${refusal ? ` ${refusal}` : ''}`;
    // (An analog DVR with no dark input answers VideoLoss with an `Error: No Events` refusal:
    // null there means every channel has video, as it should.)
    const unsupported = [400, 404, 501].includes(answer.status) || answer.status === 200;
    if (unsupported && need === 'optional') return null as Reading<T, N>;
    if (answer.status === 404 && need === 'first') throw connection.wrongVendor(detail);
    if (answer.status === 403) throw connection.forbidden(detail);
    throw connection.unreadable(detail);
  }
}
