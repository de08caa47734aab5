import { encode } from 'jpeg-js';
import { PHOTO_MAX_BYTES } from '../domain/schemas/crew.ts';

// Real JPEG files for the photo tests, made by an encoder (not by hand), and the metadata a
// phone's camera writes into them.

/** A JPEG of the given size whose pixels differ from one `seed` to another. */
export function testJpeg(width = 64, height = 48, seed = 1): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      data[i] = (x * 4 + seed * 40) & 0xff;
      data[i + 1] = (y * 4 + seed * 70) & 0xff;
      data[i + 2] = ((x + y) * 2 + seed * 90) & 0xff;
      data[i + 3] = 0xff;
    }
  }
  return encode({ data, width, height }, 90).data;
}

/**
 * A JPEG as large as a phone's photo, within the largest accepted: 1,600 × 1,200 of noise, which
 * no encoder can shrink, at quality 96 (about 5 MB). Encoding it takes seconds.
 */
export function photoSizedJpeg(): Buffer {
  const width = 1600;
  const height = 1200;
  const data = Buffer.alloc(width * height * 4);
  let state = 1;
  for (let i = 0; i < data.length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    data[i] = state >>> 24;
  }
  return encode({ data, width, height }, 96).data;
}

const segment = (marker: number, payload: Buffer) => {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
};

/** Text a phone's metadata would carry: a position, a device, an author. */
export const SECRET_METADATA = {
  gps: 'GPSLatitude 29.7858 N GPSLongitude 95.8245 W',
  xmp: '<x:xmpmeta><exif:GPSLatitude>29,47.15N</exif:GPSLatitude></x:xmpmeta>',
  iptc: 'Photoshop 3.0 By-line Jordan Rivera',
  comment: 'Taken at 23500 Cinco Ranch Blvd unit 1204',
  trailer: 'second image after the end marker',
} as const;

/**
 * The JPEG with EXIF (GPS), XMP, IPTC and a comment after its start marker, and bytes after its
 * end marker, as cameras and editors leave them.
 */
export function withMetadata(jpeg: Buffer): Buffer {
  return Buffer.concat([
    jpeg.subarray(0, 2),
    segment(0xe1, Buffer.from(`Exif\0\0${SECRET_METADATA.gps}`, 'latin1')),
    segment(0xe1, Buffer.from(`http://ns.adobe.com/xap/1.0/\0${SECRET_METADATA.xmp}`, 'latin1')),
    segment(0xed, Buffer.from(SECRET_METADATA.iptc, 'latin1')),
    segment(0xfe, Buffer.from(SECRET_METADATA.comment, 'latin1')),
    jpeg.subarray(2),
    Buffer.from(SECRET_METADATA.trailer, 'latin1'),
  ]);
}

/** Whether any of the metadata above is still in the bytes. */
export const carriesMetadata = (bytes: Buffer) =>
  Object.values(SECRET_METADATA).some((text) => bytes.includes(Buffer.from(text, 'latin1')));

/**
 * The JPEG with `count` empty quantisation-table segments after its start marker: each is four
 * bytes a reader must step through. By default as many as fit in the largest photo accepted.
 */
export function withEmptySegments(
  jpeg: Buffer,
  count = Math.floor((PHOTO_MAX_BYTES - jpeg.length) / 4),
): Buffer {
  const bomb = Buffer.alloc(jpeg.length + count * 4);
  jpeg.copy(bomb, 0, 0, 2);
  for (let i = 0; i < count; i++) bomb.writeUInt32BE(0xffdb0002, 2 + i * 4);
  jpeg.copy(bomb, 2 + count * 4, 2);
  return bomb;
}
