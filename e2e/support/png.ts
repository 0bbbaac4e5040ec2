import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A small real PNG (8-bit RGB), a warm diagonal gradient, so a profile photo shows as a picture
 * and not as one flat colour that could pass for the initials' background.
 */
export function gradientPng(width = 96, height = 96): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3); // first byte: filter type 0 (none)
    for (let x = 0; x < width; x++) {
      const t = (x + y) / (width + height - 2);
      row[1 + x * 3] = Math.round(242 - t * 61); // honey #f2c48d to terracotta #b5573b
      row[2 + x * 3] = Math.round(196 - t * 109);
      row[3 + x * 3] = Math.round(141 - t * 82);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, default compression, filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
