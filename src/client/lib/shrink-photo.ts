import { PHOTO_MAX_BYTES, PHOTO_MAX_LONG_SIDE } from '../../domain/schemas/crew';

// A phone camera's photo is 3-12 MB with the place it was taken in its EXIF data. The crew app
// and the portal's problem report send a redrawn copy instead: at most PHOTO_MAX_LONG_SIDE on its long side, JPEG, and with no
// metadata at all, because a canvas encodes pixels only. The picture is decoded upright first
// (the EXIF orientation applied), so dropping the orientation tag does not turn it on its side.

const QUALITIES = [0.82, 0.7, 0.55];

type Picture = { source: CanvasImageSource; width: number; height: number; close(): void };

async function decode(file: Blob): Promise<Picture> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return {
      source: bitmap,
      width: bitmap.width,
      height: bitmap.height,
      close: () => bitmap.close(),
    };
  }
  // Older Safari: an <img> applies the orientation itself (image-orientation: from-image).
  const url = URL.createObjectURL(file);
  const img = new Image();
  img.src = url;
  try {
    await img.decode();
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
  return {
    source: img,
    width: img.naturalWidth,
    height: img.naturalHeight,
    close: () => URL.revokeObjectURL(url),
  };
}

/** The size a picture is drawn at: its own, or shrunk so the long side is PHOTO_MAX_LONG_SIDE. */
export function shrunkSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, PHOTO_MAX_LONG_SIDE / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

function encode(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded'))),
      'image/jpeg',
      quality,
    ),
  );
}

/** The photo to send: upright, shrunk, re-encoded as JPEG without metadata. */
export async function shrinkPhoto(file: Blob): Promise<Blob> {
  const picture = await decode(file);
  try {
    const { width, height } = shrunkSize(picture.width, picture.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No canvas to draw the photo on');
    context.imageSmoothingQuality = 'high';
    context.drawImage(picture.source, 0, 0, width, height);
    let blob: Blob | undefined;
    for (const quality of QUALITIES) {
      blob = await encode(canvas, quality);
      if (blob.size <= PHOTO_MAX_BYTES) break;
    }
    return blob!;
  } finally {
    picture.close();
  }
}
