import { decode } from 'jpeg-js';
import { describe, expect, test } from 'vitest';
import { carriesMetadata, testJpeg, withEmptySegments, withMetadata } from '../../../test/jpeg.ts';
import { createSegmentCounter, readJpeg } from './jpeg.ts';

const pixels = (jpeg: Buffer) => decode(jpeg, { useTArray: true }).data;

describe('reading a JPEG', () => {
  test('a whole JPEG gives its size, and the copy decodes to the same pixels', () => {
    const jpeg = testJpeg(64, 48);
    const reading = readJpeg(jpeg);
    expect(reading).toMatchObject({ ok: true, width: 64, height: 48 });
    if (!reading.ok) return;
    expect(pixels(reading.stripped)).toEqual(pixels(jpeg));
  });

  test('EXIF with GPS, XMP, IPTC, comments and trailing bytes are removed; the pixels stay', () => {
    const jpeg = testJpeg(40, 30, 2);
    const tagged = withMetadata(jpeg);
    expect(carriesMetadata(tagged)).toBe(true);
    const reading = readJpeg(tagged);
    if (!reading.ok) throw new Error(reading.problem);
    expect(carriesMetadata(reading.stripped)).toBe(false);
    expect(reading.stripped.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    expect(pixels(reading.stripped)).toEqual(pixels(jpeg));
    // The JFIF header stays, without a thumbnail.
    expect(reading.stripped.includes(Buffer.from('JFIF\0', 'latin1'))).toBe(true);
  });

  test('a colour profile stays', () => {
    const jpeg = testJpeg(16, 16);
    const icc = Buffer.from('ICC_PROFILE\0\x01\x01fake-profile-bytes', 'latin1');
    const head = Buffer.from([0xff, 0xe2, 0, icc.length + 2]);
    const reading = readJpeg(Buffer.concat([jpeg.subarray(0, 2), head, icc, jpeg.subarray(2)]));
    if (!reading.ok) throw new Error(reading.problem);
    expect(reading.stripped.includes(icc)).toBe(true);
  });

  test('a file of more segments than any camera writes is unreadable: the reading stops at the limit', () => {
    const jpeg = testJpeg(16, 16);
    const bomb = withEmptySegments(jpeg);
    expect(bomb.length).toBeGreaterThan(5_000_000);
    expect(readJpeg(bomb)).toEqual({ ok: false, problem: 'unreadable' });
    // A thousand empty segments are past the limit already, whatever follows them.
    expect(readJpeg(withEmptySegments(jpeg, 1_000))).toEqual({ ok: false, problem: 'unreadable' });
    // Hundreds of segments, as a progressive photo with a profile in pieces has, still read.
    const reading = readJpeg(withEmptySegments(jpeg, 900));
    if (!reading.ok) throw new Error(reading.problem);
    expect(pixels(reading.stripped)).toEqual(pixels(jpeg));
  });

  test('the size is read from the frame, however wide', () => {
    expect(readJpeg(testJpeg(1601, 8))).toMatchObject({ ok: true, width: 1601, height: 8 });
    expect(readJpeg(testJpeg(8, 2000))).toMatchObject({ ok: true, width: 8, height: 2000 });
  });

  test('other files are not JPEGs', () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    for (const bytes of [png, Buffer.from('GIF89a'), Buffer.from('<svg/>'), Buffer.alloc(0)]) {
      expect(readJpeg(bytes)).toEqual({ ok: false, problem: 'not_jpeg' });
    }
  });

  test('a JPEG cut short anywhere, or with broken segments, is unreadable', () => {
    const jpeg = testJpeg(32, 32);
    for (const end of [3, 20, Math.floor(jpeg.length / 2), jpeg.length - 3, jpeg.length - 1]) {
      expect(readJpeg(jpeg.subarray(0, end)), `cut at ${end}`).toEqual({
        ok: false,
        problem: 'unreadable',
      });
    }
    // Only the start marker and a frame: no image data.
    const frameOnly = Buffer.from('ffd8ffc0000b080010001001012200ffd9', 'hex');
    expect(readJpeg(frameOnly)).toEqual({ ok: false, problem: 'unreadable' });
    // A segment length running past the end.
    expect(readJpeg(Buffer.from('ffd8ffe0ffff4a464946', 'hex'))).toMatchObject({ ok: false });
    // Garbage where a marker should be.
    expect(readJpeg(Buffer.from('ffd80102030405', 'hex'))).toMatchObject({ ok: false });
    // A zero-sized frame.
    const zero = Buffer.from(jpeg);
    const sof = zero.indexOf(Buffer.from([0xff, 0xc0]));
    zero.writeUInt16BE(0, sof + 5);
    expect(readJpeg(zero)).toEqual({ ok: false, problem: 'unreadable' });
  });
});

describe('counting segments as an upload arrives', () => {
  /** Whether the counter lets `bytes` through, sent in chunks of `size`. */
  const passes = (bytes: Buffer, size: number) => {
    const counter = createSegmentCounter();
    for (let at = 0; at < bytes.length; at += size) {
      if (!counter.push(bytes.subarray(at, at + size))) return false;
    }
    return true;
  };

  test('a segment bomb is refused within its first chunk', () => {
    const counter = createSegmentCounter();
    expect(counter.push(withEmptySegments(testJpeg(16, 16)).subarray(0, 64 * 1024))).toBe(false);
  });

  test('whole photos pass, however their bytes are split, and so does what readJpeg judges', () => {
    const jpeg = testJpeg(64, 48);
    const files = [
      jpeg,
      withMetadata(jpeg),
      withEmptySegments(jpeg, 900),
      jpeg.subarray(0, jpeg.length / 2),
      Buffer.from('GIF89a'),
    ];
    for (const file of files) {
      for (const size of [1, 2, 3, 7, 64, file.length]) expect(passes(file, size)).toBe(true);
    }
  });

  test('one segment past the limit is refused, however split, as readJpeg refuses it', () => {
    const jpeg = testJpeg(16, 16);
    const over = withEmptySegments(jpeg, 1_000);
    expect(readJpeg(over)).toEqual({ ok: false, problem: 'unreadable' });
    for (const size of [1, 3, 5, 4096]) expect(passes(over, size)).toBe(false);
    // The same after the scan: the counter reads through the image data to count them.
    const eoi = jpeg.length - 2;
    const late = Buffer.concat([
      jpeg.subarray(0, eoi),
      Buffer.alloc(1_001 * 4, Buffer.from([0xff, 0xdb, 0x00, 0x02])),
      jpeg.subarray(eoi),
    ]);
    expect(readJpeg(late)).toEqual({ ok: false, problem: 'unreadable' });
    for (const size of [1, 7, late.length]) expect(passes(late, size)).toBe(false);
  });
});
