import {
  MEDIA_EXTENSIONS,
  MediaMessages,
  Messages,
  mediaEndpoints,
  type MediaExtension,
  type MediaItem,
} from '@console/contract';
import { count } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mediaFiles } from '../../src/platform/kit/media/media.table.ts';
import { startTestApp, type SignedIn, type TestApp } from '../harness.ts';
import { callApi } from '../support/endpoint-client.ts';
import { filesUnder, postMedia, tempDataDir, uploadFile } from './multipart.ts';
import * as samples from './samples.ts';

// POST /media against what a careless or hostile client sends: names that lie about the
// content, renamed programs, oversized files, names that try to leave the media directory,
// and forms without exactly one file. Whatever is refused leaves no row and no bytes.

const MAX_BYTES = 16_384;
let t: TestApp;
let principal: SignedIn;
let dataDir: string;
let mediaDir: string;
let rowsBefore: number;
let filesBefore: string[];

const rowCount = async () => (await t.db.select({ n: count() }).from(mediaFiles))[0]!.n;
const upload = (name: string, content: Buffer | string) =>
  uploadFile(t, principal.headers, name, content);

beforeAll(async () => {
  dataDir = tempDataDir();
  mediaDir = path.join(dataDir, 'media');
  t = await startTestApp({ env: { MEDIA_MAX_BYTES: String(MAX_BYTES), DATA_DIR: dataDir } });
  principal = await t.signIn('principal');
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  rowsBefore = await rowCount();
  filesBefore = filesUnder(dataDir);
});

/** A refusal with this status and message, which kept nothing. */
async function expectRefused(
  response: Awaited<ReturnType<typeof upload>>,
  status: number,
  message: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().message).toBe(message);
  expect(await rowCount()).toBe(rowsBefore);
  expect(filesUnder(dataDir)).toEqual(filesBefore);
}

describe('content checked against the extension', () => {
  it.each(MEDIA_EXTENSIONS.map((extension) => [extension]))(
    'takes a genuine .%s file',
    async (extension) => {
      const response = await upload(`sample.${extension}`, samples.genuine[extension]);
      expect(response.statusCode, response.body).toBe(200);
      expect(await rowCount()).toBe(rowsBefore + 1);
    },
  );

  it('takes a real workbook written by spreadsheet software', async () => {
    const response = await upload('marks.xlsx', await samples.realXlsx());
    expect(response.statusCode, response.body).toBe(200);
  });

  // Each extension with a file of another kind, or text that is not of its kind.
  const lookalikes: [MediaExtension, string, Buffer][] = [
    ['png', 'a JPEG', samples.jpeg],
    ['jpg', 'a PNG', samples.png],
    ['jpeg', 'a PDF', samples.pdf],
    ['mp4', 'a PNG', samples.png],
    ['pdf', 'a Word document', samples.docx],
    ['doc', 'an Excel 97 workbook', samples.xls],
    ['xls', 'a Word 97 document', samples.doc],
    ['doc', 'a PDF', samples.pdf],
    ['docx', 'a workbook package', samples.xlsxByHand],
    ['xlsx', 'a Word package', samples.docx],
    ['docx', 'a ZIP that is no Office package', samples.zipOf({ 'readme.txt': 'hello' })],
    ['xlsx', 'a truncated ZIP', samples.xlsxByHand.subarray(0, 40)],
    ['csv', 'binary with NUL bytes', samples.png],
    ['csv', 'text that is not UTF-8', Buffer.from([0x6e, 0x61, 0x6d, 0xe9, 0x2c, 0x0a])],
    ['json', 'text that does not parse', Buffer.from('{"students": [')],
    ['json', 'a CSV', samples.csv],
    ['svg', 'an HTML page', Buffer.from('<html><script>alert(1)</script></html>')],
    ['svg', 'XML of another kind', Buffer.from('<?xml version="1.0"?><note>svg</note>')],
    ['svg', 'a PNG', samples.png],
  ];
  it.each(lookalikes)('refuses a .%s that is %s (422)', async (extension, _kind, content) => {
    await expectRefused(
      await upload(`file.${extension}`, content),
      422,
      MediaMessages.contentMismatch(extension),
    );
  });

  it('refuses an empty file', async () => {
    await expectRefused(await upload('empty.pdf', ''), 422, MediaMessages.empty);
  });

  it('takes an extension written in capitals', async () => {
    expect((await upload('PHOTO.PNG', samples.png)).statusCode).toBe(200);
  });

  it('checks the content whatever case the extension is written in', async () => {
    await expectRefused(
      await upload('PHOTO.PNG', samples.pdf),
      422,
      MediaMessages.contentMismatch('png'),
    );
  });
});

describe('renamed programs', () => {
  const cases: [string, string, Buffer][] = [
    ['a Windows program', 'setup.pdf', samples.programs.windows],
    ['a Windows program', 'invoice.doc', samples.programs.windows],
    ['a Linux program', 'photo.png', samples.programs.linux],
    ['a macOS program', 'clip.mp4', samples.programs.macos],
    ['a shell script', 'data.csv', samples.programs.script],
    ['a shell script', 'data.json', samples.programs.script],
  ];
  it.each(cases)('refuses %s named %s', async (_kind, name, content) => {
    await expectRefused(await upload(name, content), 422, MediaMessages.executable);
  });

  it('takes a CSV that merely starts with the letters MZ', async () => {
    expect((await upload('zones.csv', 'MZ,North\n1,2\n')).statusCode).toBe(200);
  });

  it('refuses program extensions before reading the file', async () => {
    for (const name of ['setup.exe', 'run.sh', 'page.html', 'app.js', 'noextension', '.png']) {
      await expectRefused(await upload(name, samples.png), 422, Messages.mediaTypeNotAllowed);
    }
  });

  it('does not take a program hidden behind a right-to-left mark ("invoice\u202Egnp.exe")', async () => {
    // Shown as "invoiceexe.png"; the control character is dropped, leaving ".exe".
    await expectRefused(
      await upload('invoice\u202Egnp.exe', samples.programs.windows),
      422,
      Messages.mediaTypeNotAllowed,
    );
  });
});

describe('size limit', () => {
  it("answers 413 'File is too large' past MEDIA_MAX_BYTES and keeps nothing", async () => {
    const big = Buffer.concat([samples.pdf, Buffer.alloc(MAX_BYTES, 0x20)]);
    await expectRefused(await upload('big.pdf', big), 413, Messages.fileTooLarge);
  });

  it('takes a file of exactly MEDIA_MAX_BYTES', async () => {
    const exact = Buffer.concat([samples.pdf, Buffer.alloc(MAX_BYTES - samples.pdf.length, 0x20)]);
    const response = await upload('exact.pdf', exact);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()[0].size).toBe(MAX_BYTES);
  });
});

describe('file names', () => {
  const hostileNames: [string, string][] = [
    ['../../evil.png', 'evil.png'],
    ['../../../../../../etc/cron.d/evil.png', 'evil.png'],
    ['..\\..\\evil.png', 'evil.png'],
    ['C:\\Windows\\System32\\evil.png', 'evil.png'],
    ['/etc/passwd.png', 'passwd.png'],
    ['./.hidden.png', 'hidden.png'],
    ['re\u0007port\u0001.png', 'report.png'],
    ['  spaced name .png', 'spaced name .png'],
  ];
  it.each(hostileNames)(
    'keeps "%s" under the media directory, listed as "%s"',
    async (name, shown) => {
      const response = await upload(name, samples.png);
      expect(response.statusCode, response.body).toBe(200);
      const [item] = response.json() as MediaItem[];
      expect(item!.file_name).toBe(shown);
      // The one new file is in the media directory, under a name the server made up.
      const added = filesUnder(dataDir).filter((file) => !filesBefore.includes(file));
      expect(added).toHaveLength(1);
      expect(added[0]).toMatch(/^media\/[0-9a-f-]{36}\.png$/);
      expect(fs.readFileSync(path.join(dataDir, added[0]!))).toEqual(samples.png);
      const served = await t.call({ method: 'GET', url: item!.url, headers: principal.headers });
      expect(served.rawPayload).toEqual(samples.png);
    },
  );

  it('decodes an RFC 5987 name (filename*) and still drops its directory part', async () => {
    const response = await postMedia(t, principal.headers, [
      {
        disposition: `form-data; name="file"; filename*=UTF-8''..%2F..%2F%E0%A4%B0%E0%A4%BF%E0%A4%AA%E0%A5%8B%E0%A4%B0%E0%A5%8D%E0%A4%9F.png`,
        content: samples.png,
      },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as MediaItem[])[0]!.file_name).toBe('रिपोर्ट.png');
    expect(filesUnder(dataDir).every((file) => file.startsWith('media/'))).toBe(true);
  });

  it('shortens a long name to 255 characters, keeping the extension', async () => {
    const response = await upload(`${'x'.repeat(400)}.png`, samples.png);
    const [item] = response.json() as MediaItem[];
    expect(item!.file_name).toHaveLength(255);
    expect(item!.file_name).toMatch(/^x+\.png$/);
  });

  it('serves the name in Content-Disposition percent-encoded, quotes included', async () => {
    const [item] = (await upload(`it's (1) *mine*!.png`, samples.png)).json() as MediaItem[];
    const served = await t.call({ method: 'GET', url: item!.url, headers: principal.headers });
    expect(served.headers['content-disposition']).toBe(
      "inline; filename*=UTF-8''it%27s%20%281%29%20%2Amine%2A%21.png",
    );
  });
});

describe('the form', () => {
  it('needs a file (422 "Attach one file.")', async () => {
    await expectRefused(
      await postMedia(t, principal.headers, [{ field: 'note', content: 'no file here' }]),
      422,
      Messages.mediaFileMissing,
    );
    const json = await callApi(
      t,
      mediaEndpoints.upload,
      { body: { file: 'photo.png' } },
      principal,
    );
    await expectRefused(json, 422, Messages.mediaFileMissing);
  });

  it('takes one file only: two are refused and neither is kept', async () => {
    await expectRefused(
      await postMedia(t, principal.headers, [
        { filename: 'one.png', content: samples.png },
        { filename: 'two.png', content: samples.png },
      ]),
      422,
      Messages.mediaFileMissing,
    );
  });

  it('answers 400 to a form that is not well formed', async () => {
    const send = (contentType: string, payload: string) =>
      callApi(
        t,
        mediaEndpoints.upload,
        { headers: { 'content-type': contentType }, body: payload },
        principal,
      );
    const cutShort =
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG';
    for (const [contentType, payload] of [
      ['multipart/form-data', '--x\r\n'],
      ['multipart/form-data; boundary=x', cutShort],
      ['multipart/form-data; boundary=x', 'not a form'],
    ] as const) {
      await expectRefused(await send(contentType, payload), 400, MediaMessages.malformedForm);
    }
  });

  it('leaves nothing in the incoming directory after all of the above', () => {
    expect(filesUnder(path.join(mediaDir, '.incoming'))).toEqual([]);
  });
});
