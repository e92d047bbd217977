import { describe, expect, it } from 'vitest';
import {
  offsetOfPosixZone,
  readDeviceInfo,
  readDisks,
  readProxyChannels,
  readProxyStatus,
  readResponseStatus,
  readTime,
  readVideoInputs,
} from '../../src/modules/cctv/drivers/recorders/hikvision-isapi-answers.ts';
import { recorderTime } from '../../src/modules/cctv/drivers/recorders/recorder-clock.ts';
import { UnreadableAnswer } from '../../src/modules/cctv/drivers/recorders/recorder.ts';
import { XmlError, readXml } from '../../src/modules/cctv/drivers/recorders/xml-reader.ts';

// Answers as Hikvision's ISAPI documentation and its recorders write them (ver10 and ver20
// namespaces, version attributes on every element, empty elements, CRLF).

const V20 = 'version="2.0" xmlns="http://www.hikvision.com/ver20/XMLSchema"';
const V10 = 'version="1.0" xmlns="http://www.hikvision.com/ver10/XMLSchema"';

describe('ISAPI answers', () => {
  it('reads deviceInfo', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\r
<DeviceInfo ${V20}>\r
<deviceName>Network Video Recorder</deviceName>\r
<deviceID>48494b56-4e43-5a44-3331-c42f90f1a1b2</deviceID>\r
<model>DS-7608NI-K2</model>\r
<serialNumber>DS-7608NI-K20820191010CCRRD12345678WCVU</serialNumber>\r
<macAddress>c4:2f:90:f1:a1:b2</macAddress>\r
<firmwareVersion>V4.22.005</firmwareVersion>\r
<firmwareReleasedDate>build 191126</firmwareReleasedDate>\r
<encoderVersion>V5.0</encoderVersion>\r
<encoderReleasedDate>build 191015</encoderReleasedDate>\r
<deviceType>NVR</deviceType>\r
<telecontrolID>255</telecontrolID>\r
</DeviceInfo>\r
`;
    expect(readDeviceInfo(xml)).toEqual({
      model_name: 'DS-7608NI-K2',
      serial_number: 'DS-7608NI-K20820191010CCRRD12345678WCVU',
      firmware: 'V4.22.005 build 191126',
      device_name: 'Network Video Recorder',
    });
  });

  it('refuses a deviceInfo without a serial number, or another document', () => {
    expect(() =>
      readDeviceInfo(
        `<DeviceInfo ${V20}><model>X</model><firmwareVersion>V1</firmwareVersion></DeviceInfo>`,
      ),
    ).toThrow(UnreadableAnswer);
    expect(() => readDeviceInfo(`<userCheck><statusValue>401</statusValue></userCheck>`)).toThrow(
      /expected <DeviceInfo>/,
    );
  });

  it("reads a DVR's analog inputs, a dark one (NO VIDEO) offline", () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<VideoInputChannelList ${V20}>
<VideoInputChannel ${V20}>
<id>1</id><inputPort>1</inputPort><videoInputEnabled>true</videoInputEnabled>
<name>Main Gate</name><videoFormat>PAL</videoFormat><portType>BNC</portType>
<resDesc>1920*1080P25</resDesc>
</VideoInputChannel>
<VideoInputChannel ${V20}>
<id>2</id><inputPort>2</inputPort><videoInputEnabled>true</videoInputEnabled>
<name>Back Gate</name><videoFormat>PAL</videoFormat><portType>BNC</portType>
<resDesc>NO VIDEO</resDesc>
</VideoInputChannel>
<VideoInputChannel ${V20}>
<id>3</id><inputPort>3</inputPort><videoInputEnabled>false</videoInputEnabled>
<name>Camera 03</name><resDesc>1280*720P25</resDesc>
</VideoInputChannel>
</VideoInputChannelList>`;
    expect(readVideoInputs(xml)).toEqual([
      { id: 1, name: 'Main Gate', online: true },
      { id: 2, name: 'Back Gate', online: false },
      { id: 3, name: 'Camera 03', online: false },
    ]);
  });

  it("reads an NVR's IP channels and their status with stream ids", () => {
    const channels = `<?xml version="1.0" encoding="UTF-8" ?>
<InputProxyChannelList ${V20}>
<InputProxyChannel ${V20}>
<id>1</id>
<name>Gate</name>
<sourceInputPortDescriptor>
<proxyProtocol>HIKVISION</proxyProtocol>
<addressingFormatType>ipaddress</addressingFormatType>
<ipAddress>192.168.1.217</ipAddress>
<managePortNo>8000</managePortNo>
<srcInputPort>1</srcInputPort>
<userName>admin</userName>
<streamType>auto</streamType>
<model>DS-2CD1023G2-LIU</model>
</sourceInputPortDescriptor>
</InputProxyChannel>
<InputProxyChannel ${V20}>
<id>2</id>
<name>MainEntrance</name>
<sourceInputPortDescriptor><ipAddress>192.168.1.210</ipAddress></sourceInputPortDescriptor>
</InputProxyChannel>
</InputProxyChannelList>`;
    const status = `<?xml version="1.0" encoding="UTF-8" ?>
<InputProxyChannelStatusList ${V20}>
<InputProxyChannelStatus ${V20}>
<id>1</id>
<sourceInputPortDescriptor><ipAddress>192.168.1.217</ipAddress></sourceInputPortDescriptor>
<online>true</online>
<streamingProxyChannelIdList>
<streamingProxyChannelId>101</streamingProxyChannelId>
<streamingProxyChannelId>102</streamingProxyChannelId>
</streamingProxyChannelIdList>
</InputProxyChannelStatus>
<InputProxyChannelStatus ${V20}>
<id>2</id>
<online>false</online>
<chanDetectResult>netUnreachable</chanDetectResult>
</InputProxyChannelStatus>
</InputProxyChannelStatusList>`;
    expect(readProxyChannels(channels)).toEqual([
      { id: 1, name: 'Gate' },
      { id: 2, name: 'MainEntrance' },
    ]);
    expect([...readProxyStatus(status)]).toEqual([
      [1, { online: true, streamIds: [101, 102] }],
      [2, { online: false, streamIds: [] }],
    ]);
  });

  it('reads disks in MB as bytes, with their state words', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<hddList ${V10}>
<hdd ${V10}>
<id>1</id><hddName>hdd1</hddName><hddPath></hddPath><hddType>SATA</hddType>
<status>ok</status><property>RW</property>
<capacity>1907729</capacity><freeSpace>0</freeSpace>
</hdd>
<hdd ${V10}>
<id>2</id><hddName>hdd2</hddName><hddPath/><hddType>SATA</hddType>
<status>smartFailed</status><property>RW</property>
<capacity>3815447</capacity><freeSpace>1024</freeSpace>
</hdd>
<hdd ${V10}>
<id>3</id><hddName>hdd3</hddName><hddType>SATA</hddType>
<status>unformatted</status><capacity>953869</capacity><freeSpace>0</freeSpace>
</hdd>
</hddList>`;
    expect(readDisks(xml)).toEqual([
      {
        id: '1',
        capacity_bytes: 1907729 * 1048576,
        free_bytes: 0,
        state: 'ok',
        vendor_state: 'ok',
      },
      {
        id: '2',
        capacity_bytes: 3815447 * 1048576,
        free_bytes: 1024 * 1048576,
        state: 'error',
        vendor_state: 'smartFailed',
      },
      {
        id: '3',
        capacity_bytes: 953869 * 1048576,
        free_bytes: 0,
        state: 'unformatted',
        vendor_state: 'unformatted',
      },
    ]);
    // The whole storage document holds the same list; a recorder without a disk lists none.
    expect(readDisks(`<storage ${V20}><hddList/><nasList/></storage>`)).toEqual([]);
  });

  it('reads the clock with its offset, or with the POSIX time zone when it has none', () => {
    const withOffset = readTime(
      `<Time ${V20}><timeMode>NTP</timeMode><localTime>2025-01-10T09:30:05+05:30</localTime><timeZone>CST-5:30:00</timeZone></Time>`,
    );
    expect(withOffset).toMatchObject({ utcOffsetMinutes: 330, ntpEnabled: true });
    const bare = readTime(
      `<Time ${V10}><timeMode>manual</timeMode><localTime>2025-01-10T09:30:05</localTime><timeZone>CST-5:30:00</timeZone></Time>`,
    );
    expect(bare).toMatchObject({ utcOffsetMinutes: 330, ntpEnabled: false });
    // 09:30:05 IST is 04:00:05 UTC: against a server at 04:00:00.2 the recorder is 5 s ahead.
    expect(recorderTime(bare.clock, 330, Date.UTC(2025, 0, 10, 4, 0, 0, 200), false)).toEqual({
      device_time: '2025-01-10T09:30:05+05:30',
      utc_offset_minutes: 330,
      drift_seconds: 5,
      ntp_enabled: false,
    });
    // Its 09:30:05 lasts a second: against a server at 04:00:05.1 it is in step, as at 04:00:05.9.
    expect(
      recorderTime(bare.clock, 330, Date.UTC(2025, 0, 10, 4, 0, 5, 100), false).drift_seconds,
    ).toBe(0);
    expect(
      recorderTime(bare.clock, 330, Date.UTC(2025, 0, 10, 4, 0, 5, 900), false).drift_seconds,
    ).toBe(0);
    expect(offsetOfPosixZone('CST+5:00:00')).toBe(-300);
    expect(offsetOfPosixZone('CST-8:00:00')).toBe(480);
    expect(offsetOfPosixZone('nonsense')).toBeNull();
  });

  it('reads ResponseStatus, the refusal document', () => {
    expect(
      readResponseStatus(`<?xml version="1.0" encoding="UTF-8"?>
<ResponseStatus ${V20}>
<requestURL>/ISAPI/System/Video/inputs/channels</requestURL>
<statusCode>4</statusCode>
<statusString>Invalid Operation</statusString>
<subStatusCode>notSupport</subStatusCode>
</ResponseStatus>`),
    ).toEqual({ statusCode: 4, statusString: 'Invalid Operation', subStatusCode: 'notSupport' });
    expect(readResponseStatus('<html>Forbidden</html>')).toBeNull();
  });
});

describe('the XML reader', () => {
  it('drops prefixes, decodes entities and CDATA, skips comments', () => {
    const root = readXml(
      '<?xml version="1.0"?><!-- a recorder --><hik:Time xmlns:hik="x"><hik:name>A &amp; B &#x41;</hik:name>' +
        '<note><![CDATA[<raw> & text]]></note><empty/></hik:Time>',
    );
    expect(root).toEqual({
      name: 'Time',
      text: '',
      children: [
        { name: 'name', text: 'A & B A', children: [] },
        { name: 'note', text: '<raw> & text', children: [] },
        { name: 'empty', text: '', children: [] },
      ],
    });
  });

  it('refuses a cut, crossed or doubled document', () => {
    expect(() => readXml('<DeviceInfo><model>DS-')).toThrow(XmlError);
    expect(() => readXml('<a><b></a></b>')).toThrow(/does not close/);
    expect(() => readXml('<a/><b/>')).toThrow(/more than one root/);
    expect(() => readXml('<!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>')).toThrow(XmlError);
    expect(() => readXml('<html><body><div class="loading">Loading')).toThrow(/not closed/);
  });
});
