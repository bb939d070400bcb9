// Images are re-encoded, not stored as sent: sharp drops every metadata block (EXIF with GPS location, XMP,
// ICC comments) unless asked to keep it, and `rotate()` first applies the EXIF orientation so the picture
// still stands the right way up. A thumbnail (WebP, ≤ 480 px) is made at the same time.
import sharp from 'sharp';
import { badInput } from '../../lib/errors.js';

export interface ProcessedImage {
  content: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

const THUMB_PX = 480;
// A decompression bomb (tiny file, huge canvas) is refused before it is decoded.
const MAX_PIXELS = 40_000_000;

export async function processImage(bytes: Buffer, mime: string): Promise<ProcessedImage> {
  try {
    const input = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    const encoded =
      mime === 'image/png'
        ? input.png()
        : mime === 'image/webp'
          ? input.webp({ quality: 90 })
          : input.jpeg({ quality: 90, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    const thumb = await sharp(data)
      .resize(THUMB_PX, THUMB_PX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { content: data, thumb, width: info.width, height: info.height };
  } catch {
    throw badInput('file', 'The image could not be read; it may be damaged or too large (at most 40 megapixels).');
  }
}
