import { dahuaZoneOfOffset } from '../drivers/recorders/dahua-cgi-answers.ts';
import { wallClockAt } from '../drivers/recorders/recorder-clock.ts';
import type { SimulatedAnswer } from './simulated-hikvision.ts';
import type { SimulatedDiskState, SimulatedRecorder } from './simulated-recorder.ts';

// A CP Plus (Dahua-made) recorder's CGI answers: key=value lines with CRLF, lists as
// name[index].field, the clock as local time with the zone in the NTP config, and
// `Error` text with 400 for what the model does not support.

const text = (lines: string[], status = 200): SimulatedAnswer => ({
  status,
  contentType: 'text/plain;charset=utf-8',
  body: lines.map((line) => `${line}\r\n`).join(''),
});

const badRequest = () => text(['Error', 'Bad Request!'], 400);

const DISK_STATES: Record<SimulatedDiskState, string> = {
  ok: 'Success',
  idle: 'Sleep',
  unformatted: 'Unformatted',
  error: 'Error',
};

export function dahuaAnswer(
  recorder: SimulatedRecorder,
  method: string,
  url: string,
  nowMs: number,
): SimulatedAnswer {
  const parsed = new URL(url, 'http://recorder');
  const action = parsed.searchParams.get('action');
  if (method !== 'GET') return badRequest();
  const analog = recorder.inputs === 'analog';
  switch (`${parsed.pathname}?${action}`) {
    case '/cgi-bin/magicBox.cgi?getDeviceType':
      return text([`type=${recorder.modelName}`]);
    case '/cgi-bin/magicBox.cgi?getSystemInfo':
      return text([
        'appAutoStart=true',
        `deviceType=${recorder.modelName}`,
        'hardwareVersion=1.00',
        `processor=${analog ? 'SSC337DE' : 'ST7108'}`,
        `serialNumber=${recorder.serialNumber}`,
        `updateSerial=${recorder.modelName}`,
      ]);
    case '/cgi-bin/magicBox.cgi?getSoftwareVersion':
      return text([`version=${recorder.firmwareVersion},build:${recorder.firmwareBuild}`]);
    case '/cgi-bin/configManager.cgi?getConfig':
      return config(recorder, parsed.searchParams.get('name'));
    case '/cgi-bin/LogicDeviceManager.cgi?getCameraState':
      // An analog DVR has no remote (IP) channels to report.
      if (analog) return badRequest();
      return text(
        recorder.channels.flatMap((channel, index) => [
          `states[${index}].channel=${index}`,
          `states[${index}].connectionState=${channel.online ? 'Connected' : 'UnConnect'}`,
        ]),
      );
    case '/cgi-bin/eventManager.cgi?getEventIndexes': {
      if (parsed.searchParams.get('code') !== 'VideoLoss') return badRequest();
      const lost = recorder.channels.flatMap((channel, index) => (channel.online ? [] : [index]));
      if (lost.length === 0) return text(['Error: No Events']);
      return text(lost.map((channel, n) => `channels[${n}]=${channel}`));
    }
    case '/cgi-bin/storageDevice.cgi?getDeviceAllInfo':
      return text(
        recorder.disks.flatMap((disk, index) => {
          const item = `list.info[${index}]`;
          const used = disk.capacityBytes - disk.freeBytes;
          return [
            `${item}.Detail[0].IsError=${disk.state === 'error'}`,
            `${item}.Detail[0].Path=/dev/sd${String.fromCharCode(97 + index)}1`,
            `${item}.Detail[0].TotalBytes=${disk.capacityBytes.toFixed(6)}`,
            `${item}.Detail[0].Type=Read Write`,
            `${item}.Detail[0].UsedBytes=${used.toFixed(6)}`,
            `${item}.HealthDataFlag=0`,
            `${item}.Name=/dev/sd${String.fromCharCode(97 + index)}`,
            `${item}.State=${DISK_STATES[disk.state]}`,
          ];
        }),
      );
    case '/cgi-bin/global.cgi?getCurrentTime': {
      const clock = wallClockAt(
        nowMs + recorder.clockOffsetSeconds * 1000,
        recorder.utcOffsetMinutes ?? 330,
      );
      const pad = (n: number) => String(n).padStart(2, '0');
      return text([
        `result=${clock.year}-${pad(clock.month)}-${pad(clock.day)} ` +
          `${pad(clock.hour)}:${pad(clock.minute)}:${pad(clock.second)}`,
      ]);
    }
    default:
      return parsed.pathname.startsWith('/cgi-bin/')
        ? badRequest()
        : { status: 404, contentType: 'text/html', body: '<html><body>Not Found</body></html>' };
  }
}

function config(recorder: SimulatedRecorder, name: string | null): SimulatedAnswer {
  switch (name) {
    case 'ChannelTitle':
      return text(
        recorder.channels.map((c, index) => `table.ChannelTitle[${index}].Name=${c.name}`),
      );
    case 'NTP':
      return text([
        'table.NTP.Address=time.windows.com',
        `table.NTP.Enable=${recorder.ntpEnabled !== false}`,
        'table.NTP.Port=123',
        `table.NTP.TimeZone=${dahuaZoneOfOffset(recorder.utcOffsetMinutes ?? 330) ?? 8}`,
        'table.NTP.UpdatePeriod=10',
      ]);
    default:
      return badRequest();
  }
}
