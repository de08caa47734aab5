// A JPEG is a chain of marker segments (ITU T.81 annex B): FF D8, then segments of FF xx and a
// big-endian length, the entropy-coded data after each start of scan, and FF D9. Reading that
// chain is enough to know a file is a whole JPEG, how large its frame is, and which segments carry
// metadata; the pixels are never decoded.

export type JpegReading =
  | { ok: true; width: number; height: number; stripped: Buffer }
  | { ok: false; problem: 'not_jpeg' | 'unreadable' };

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP2 = 0xe2;
const APP14 = 0xee;

/** Start-of-frame markers: every C0-CF but DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;
const isApp = (marker: number) => marker >= APP0 && marker <= 0xef;

const startsWith = (data: Buffer, id: string) =>
  data.length >= id.length && data.subarray(0, id.length).toString('latin1') === id;

/**
 * The most marker segments one file may have. A camera's photo has a few dozen (a progressive one
 * with its tables per scan, a colour profile in pieces, extended XMP in 64 KB parts: well under
 * 200); 5 MB of empty segments would be 1.3 million, each one more step of work for the server.
 */
const MAX_SEGMENTS = 1_000;

/** What an upload's body is once it was refused while arriving: its segments passed the limit. */
export const REFUSED_UPLOAD = 'too_many_segments';
export type RefusedUpload = typeof REFUSED_UPLOAD;

/**
 * Counts an upload's segments as its chunks arrive, with the chain of `readJpeg` below, so that a
 * file of more segments than any camera writes is refused after its first few kilobytes instead
 * of once all of it has been read. `push` answers false once the count passes MAX_SEGMENTS. It
 * only counts: a file that is not a JPEG or whose chain breaks stops being counted, and
 * `readJpeg` says what is wrong with it once it has arrived. Segment data is stepped over by its
 * length and scan data searched for its next FF, so the work per chunk is that of a native search.
 */
export function createSegmentCounter() {
  type State =
    | 'start'
    | 'startMarker'
    | 'marker'
    | 'fill'
    | 'lengthHigh'
    | 'lengthLow'
    | 'data'
    | 'scan'
    | 'scanFill'
    | 'stopped';
  let state: State = 'start';
  let marker = 0;
  let lengthHigh = 0;
  let toSkip = 0;
  let segments = 0;

  /** The state after a marker byte; 'stopped' past the end marker or where the chain breaks. */
  const afterMarker = (byte: number): State => {
    if (byte === 0xff) return 'fill';
    if (byte === EOI) return 'stopped';
    segments++;
    if (isRestart(byte) || byte === 0x01) return 'marker';
    if (byte === 0x00 || byte === SOI) return 'stopped';
    marker = byte;
    return 'lengthHigh';
  };

  return {
    push(chunk: Uint8Array): boolean {
      let pos = 0;
      while (pos < chunk.length && state !== 'stopped') {
        if (state === 'data') {
          const step = Math.min(toSkip, chunk.length - pos);
          pos += step;
          toSkip -= step;
          if (toSkip === 0) state = marker === SOS ? 'scan' : 'marker';
          continue;
        }
        if (state === 'scan') {
          const ff = chunk.indexOf(0xff, pos);
          if (ff < 0) return true;
          pos = ff + 1;
          state = 'scanFill';
          continue;
        }
        const byte = chunk[pos++]!;
        switch (state) {
          case 'start':
            state = byte === 0xff ? 'startMarker' : 'stopped';
            break;
          case 'startMarker':
            state = byte === SOI ? 'marker' : 'stopped';
            break;
          case 'marker':
            state = byte === 0xff ? 'fill' : 'stopped';
            break;
          case 'fill':
            state = afterMarker(byte);
            break;
          case 'scanFill':
            // FF 00 is a stuffed FF and FF D0-D7 a restart, both inside the scan.
            state = byte === 0x00 || isRestart(byte) ? 'scan' : afterMarker(byte);
            break;
          case 'lengthHigh':
            lengthHigh = byte;
            state = 'lengthLow';
            break;
          case 'lengthLow': {
            const length = (lengthHigh << 8) | byte;
            toSkip = length - 2;
            state =
              length < 2 ? 'stopped' : toSkip > 0 ? 'data' : marker === SOS ? 'scan' : 'marker';
            break;
          }
        }
        if (segments > MAX_SEGMENTS) return false;
      }
      return true;
    },
  };
}

const segmentHead = (marker: number, dataLength: number) => {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(dataLength + 2, 2);
  return head;
};

/**
 * What of an application segment or comment stays: all of it, a shortened copy, or none. Kept:
 * JFIF (without its thumbnail), the colour profile (APP2 ICC_PROFILE) and Adobe's colour
 * transform (APP14), which decoders need for the right colours. Dropped: EXIF and XMP (APP1, where
 * GPS positions live), IPTC (APP13), other APPn (maker notes, second images), and comments.
 */
function keptData(marker: number, data: Buffer): 'all' | Buffer | null {
  if (marker === 0xfe) return null;
  if (!isApp(marker)) return 'all';
  if (marker === APP0 && startsWith(data, 'JFIF\0') && data.length >= 14) {
    const header = Buffer.from(data.subarray(0, 14));
    header[12] = 0;
    header[13] = 0;
    return header;
  }
  if (marker === APP2 && startsWith(data, 'ICC_PROFILE\0')) return 'all';
  if (marker === APP14 && startsWith(data, 'Adobe')) return 'all';
  return null;
}

/**
 * Checks that `bytes` is one whole JPEG image and returns its size and a copy without metadata
 * (anything after the end-of-image marker goes too). A file that is cut short, or whose segments
 * do not chain, or that has more segments than any camera writes, is unreadable. The copy is views
 * of `bytes` joined once at the end, so its work grows with the file's size alone.
 */
export function readJpeg(bytes: Buffer): JpegReading {
  const unreadable = { ok: false, problem: 'unreadable' } as const;
  if (bytes.length < 2 || bytes[0] !== 0xff || bytes[1] !== SOI) {
    return { ok: false, problem: 'not_jpeg' };
  }
  const out: Buffer[] = [Buffer.from([0xff, SOI])];
  let frame: { width: number; height: number } | undefined;
  let scans = 0;
  let segments = 0;
  let pos = 2;
  for (;;) {
    if (bytes[pos] !== 0xff) return unreadable;
    // Any number of FF fill bytes may come before a marker.
    while (bytes[pos] === 0xff) pos++;
    if (pos >= bytes.length) return unreadable;
    const start = pos - 1;
    const marker = bytes[pos++]!;
    if (marker === EOI) break;
    if (++segments > MAX_SEGMENTS) return unreadable;
    if (isRestart(marker) || marker === 0x01) {
      out.push(bytes.subarray(start, pos));
      continue;
    }
    if (marker === 0x00 || marker === SOI || pos + 2 > bytes.length) return unreadable;
    const length = bytes.readUInt16BE(pos);
    if (length < 2 || pos + length > bytes.length) return unreadable;
    const data = bytes.subarray(pos + 2, pos + length);
    pos += length;

    if (isStartOfFrame(marker)) {
      if (frame || data.length < 6) return unreadable;
      frame = { height: data.readUInt16BE(1), width: data.readUInt16BE(3) };
      // A height of 0 is declared later (DNL); no camera writes that, and no check could size it.
      if (frame.width === 0 || frame.height === 0) return unreadable;
    }
    const kept = keptData(marker, data);
    if (kept === 'all') out.push(bytes.subarray(start, pos));
    else if (kept) out.push(segmentHead(marker, kept.length), kept);

    if (marker === SOS) {
      if (!frame) return unreadable;
      // The scan's data runs to the next marker: FF 00 is a stuffed FF and FF D0-D7 a restart.
      const scanStart = pos;
      for (;;) {
        if (pos + 1 >= bytes.length) return unreadable;
        if (bytes[pos] === 0xff) {
          const next = bytes[pos + 1]!;
          if (next !== 0x00 && !isRestart(next)) break;
          pos += 2;
        } else {
          pos++;
        }
      }
      out.push(bytes.subarray(scanStart, pos));
      scans++;
    }
  }
  if (!frame || scans === 0) return unreadable;
  out.push(Buffer.from([0xff, EOI]));
  return { ok: true, width: frame.width, height: frame.height, stripped: Buffer.concat(out) };
}
