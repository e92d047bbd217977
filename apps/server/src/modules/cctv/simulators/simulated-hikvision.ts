import { formatOffset, wallClockAt } from '../drivers/recorders/recorder-clock.ts';
import type { SimulatedRecorder } from './simulated-recorder.ts';

// A Hikvision recorder's ISAPI answers, as its DVRs and NVRs write them: XML in the ver20
// schema's namespace, capacities in MB, the clock with its offset and a POSIX time zone, and
// <ResponseStatus> for what it does not support.

export interface SimulatedAnswer {
  status: number;
  contentType: string;
  body: string;
}

const NS = 'version="2.0" xmlns="http://www.hikvision.com/ver20/XMLSchema"';
const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

const escape = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot', "'": 'apos' }[c]};`,
  );

const xml = (body: string, status = 200): SimulatedAnswer => ({
  status,
  contentType: 'application/xml; charset="UTF-8"',
  body: DECLARATION + body,
});

function responseStatus(url: string, status: number, subStatusCode: string): SimulatedAnswer {
  return xml(
    `<ResponseStatus ${NS}>\n<requestURL>${escape(url)}</requestURL>\n<statusCode>4</statusCode>\n` +
      `<statusString>Invalid Operation</statusString>\n<subStatusCode>${subStatusCode}</subStatusCode>\n</ResponseStatus>\n`,
    status,
  );
}

/** `CST-5:30:00` for UTC+05:30: POSIX writes zones east of Greenwich as negative. */
function posixZone(utcOffsetMinutes: number): string {
  const sign = utcOffsetMinutes > 0 ? '-' : '+';
  const whole = Math.abs(utcOffsetMinutes);
  return `CST${sign}${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}:00`;
}

const MEBIBYTE = 1024 * 1024;

export function hikvisionAnswer(
  recorder: SimulatedRecorder,
  method: string,
  url: string,
  nowMs: number,
): SimulatedAnswer {
  if (method !== 'GET') return responseStatus(url, 403, 'methodNotAllowed');
  const path = url.split('?')[0];
  const channels = recorder.channels.map((channel, index) => ({ ...channel, id: index + 1 }));
  const analog = recorder.inputs === 'analog';
  switch (path) {
    case '/ISAPI/System/deviceInfo':
      return xml(
        `<DeviceInfo ${NS}>\n<deviceName>${escape(recorder.deviceName ?? 'Network Video Recorder')}</deviceName>\n` +
          `<deviceID>${escape(recorder.key)}</deviceID>\n<model>${escape(recorder.modelName)}</model>\n` +
          `<serialNumber>${escape(recorder.serialNumber)}</serialNumber>\n<macAddress>44:19:b6:00:00:01</macAddress>\n` +
          `<firmwareVersion>${escape(recorder.firmwareVersion)}</firmwareVersion>\n` +
          `<firmwareReleasedDate>${escape(recorder.firmwareBuild)}</firmwareReleasedDate>\n` +
          `<deviceType>${analog ? 'DVR' : 'NVR'}</deviceType>\n<telecontrolID>255</telecontrolID>\n</DeviceInfo>\n`,
      );
    case '/ISAPI/System/Video/inputs/channels':
      // An NVR has no analog inputs.
      if (!analog) return responseStatus(url, 403, 'notSupport');
      return xml(
        `<VideoInputChannelList ${NS}>\n` +
          channels
            .map(
              (c) =>
                `<VideoInputChannel ${NS}>\n<id>${c.id}</id>\n<inputPort>${c.id}</inputPort>\n` +
                `<videoInputEnabled>true</videoInputEnabled>\n<name>${escape(c.name)}</name>\n` +
                `<videoFormat>PAL</videoFormat>\n<portType>BNC</portType>\n` +
                `<resDesc>${c.online ? '1920*1080P25' : 'NO VIDEO'}</resDesc>\n</VideoInputChannel>\n`,
            )
            .join('') +
          '</VideoInputChannelList>\n',
      );
    case '/ISAPI/ContentMgmt/InputProxy/channels':
      // A DVR with no IP camera added answers an empty list.
      return xml(
        `<InputProxyChannelList ${NS}>\n` +
          (analog ? [] : channels)
            .map(
              (c) =>
                `<InputProxyChannel ${NS}>\n<id>${c.id}</id>\n<name>${escape(c.name)}</name>\n` +
                `<sourceInputPortDescriptor>\n<proxyProtocol>HIKVISION</proxyProtocol>\n` +
                `<addressingFormatType>ipaddress</addressingFormatType>\n<ipAddress>192.168.254.${c.id + 1}</ipAddress>\n` +
                `<managePortNo>8000</managePortNo>\n<srcInputPort>1</srcInputPort>\n<userName>admin</userName>\n` +
                `<streamType>auto</streamType>\n</sourceInputPortDescriptor>\n</InputProxyChannel>\n`,
            )
            .join('') +
          '</InputProxyChannelList>\n',
      );
    case '/ISAPI/ContentMgmt/InputProxy/channels/status':
      return xml(
        `<InputProxyChannelStatusList ${NS}>\n` +
          (analog ? [] : channels)
            .map(
              (c) =>
                `<InputProxyChannelStatus ${NS}>\n<id>${c.id}</id>\n<sourceInputPortDescriptor>\n` +
                `<proxyProtocol>HIKVISION</proxyProtocol>\n<addressingFormatType>ipaddress</addressingFormatType>\n` +
                `<ipAddress>192.168.254.${c.id + 1}</ipAddress>\n<managePortNo>8000</managePortNo>\n</sourceInputPortDescriptor>\n` +
                `<online>${c.online}</online>\n<streamingProxyChannelIdList>\n` +
                `<streamingProxyChannelId>${c.id}01</streamingProxyChannelId>\n` +
                `<streamingProxyChannelId>${c.id}02</streamingProxyChannelId>\n` +
                `</streamingProxyChannelIdList>\n<chanDetectResult>${c.online ? 'connect' : 'netUnreachable'}</chanDetectResult>\n` +
                '</InputProxyChannelStatus>\n',
            )
            .join('') +
          '</InputProxyChannelStatusList>\n',
      );
    case '/ISAPI/ContentMgmt/Storage/hdd':
      return xml(
        `<hddList ${NS}>\n` +
          recorder.disks
            .map(
              (disk, index) =>
                `<hdd ${NS}>\n<id>${index + 1}</id>\n<hddName>hdd${index + 1}</hddName>\n<hddPath></hddPath>\n` +
                `<hddType>SATA</hddType>\n<status>${disk.state}</status>\n<property>RW</property>\n` +
                `<capacity>${Math.floor(disk.capacityBytes / MEBIBYTE)}</capacity>\n` +
                `<freeSpace>${Math.floor(disk.freeBytes / MEBIBYTE)}</freeSpace>\n</hdd>\n`,
            )
            .join('') +
          '</hddList>\n',
      );
    case '/ISAPI/System/time': {
      const offset = recorder.utcOffsetMinutes ?? 330;
      const clock = wallClockAt(nowMs + recorder.clockOffsetSeconds * 1000, offset);
      const pad = (n: number) => String(n).padStart(2, '0');
      const local =
        `${clock.year}-${pad(clock.month)}-${pad(clock.day)}T` +
        `${pad(clock.hour)}:${pad(clock.minute)}:${pad(clock.second)}${formatOffset(offset)}`;
      return xml(
        `<Time ${NS}>\n<timeMode>${recorder.ntpEnabled === false ? 'manual' : 'NTP'}</timeMode>\n` +
          `<localTime>${local}</localTime>\n<timeZone>${posixZone(offset)}</timeZone>\n</Time>\n`,
      );
    }
    default:
      return responseStatus(url, 404, 'notSupport');
  }
}
