import zlib from 'node:zlib';

// Small PNG pictures for the demo gallery, drawn here so the demo needs no image files in the
// repository: a sky-to-ground gradient in a hue of their own, a sun, and bunting across the top.

const WIDTH = 320;
const HEIGHT = 200;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB colour of a hue (0–360) at a lightness (0–1), fully saturated enough to tell apart. */
function hsl(hue: number, lightness: number): [number, number, number] {
  const c = (1 - Math.abs(2 * lightness - 1)) * 0.7;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lightness - c / 2;
  const [r, g, b] =
    hue < 60
      ? [c, x, 0]
      : hue < 120
        ? [x, c, 0]
        : hue < 180
          ? [0, c, x]
          : hue < 240
            ? [0, x, c]
            : hue < 300
              ? [x, 0, c]
              : [c, 0, x];
  return [r, g, b].map((v) => Math.round((v + m) * 255)) as [number, number, number];
}

/** The index-th demo picture as PNG bytes (the same index always gives the same bytes). */
export function demoEventPng(index: number): Buffer {
  const hue = (index * 47) % 360;
  const sunX = 60 + ((index * 53) % 200);
  const rows: Buffer[] = [];
  for (let y = 0; y < HEIGHT; y++) {
    const row = Buffer.alloc(1 + WIDTH * 3);
    for (let x = 0; x < WIDTH; x++) {
      const ground = y > HEIGHT * 0.65;
      let [r, g, b] = ground
        ? hsl((hue + 90) % 360, 0.3 + (y / HEIGHT) * 0.15)
        : hsl(hue, 0.75 - (y / HEIGHT) * 0.3);
      const dx = x - sunX;
      const dy = y - 55;
      if (!ground && dx * dx + dy * dy < 22 * 22) [r, g, b] = [255, 221, 87];
      // Bunting: a row of small triangles under a string across the top.
      const flag = Math.floor(x / 20);
      const within = x % 20;
      if (y >= 12 && y < 28 && Math.abs(within - 10) < (28 - y) * 0.6) {
        [r, g, b] = hsl((hue + flag * 67) % 360, 0.55);
      }
      row[1 + x * 3] = r;
      row[2 + x * 3] = g;
      row[3 + x * 3] = b;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
