/**
 * Payment screenshots: accepted only when the bytes are a PNG, JPEG or WebP image (magic bytes, whatever the
 * declared type or file name says), at most PAYMENT_SCREENSHOT.maxBytes, and decodable as a whole. The image is
 * re-encoded (sharp/libvips): EXIF/GPS and any other metadata are dropped, and bytes smuggled after or inside the
 * image (polyglots) do not survive. A truncated or corrupt image fails to decode and is refused.
 */
import sharp from 'sharp';
import { PAYMENT_SCREENSHOT } from '../../../contract/constants';
import { AppError } from '../../errors';

export type ScreenshotType = 'image/png' | 'image/jpeg' | 'image/webp';

/** Big enough for any phone screenshot; stops decompression bombs. */
const MAX_PIXELS = 40_000_000;
/** Screenshots are shown to an admin at screen size; larger ones are scaled down. */
const MAX_EDGE = 2400;

/** The image type the bytes say they are, or null. */
export function sniffImageType(bytes: Buffer): ScreenshotType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

export function screenshotRequired(): AppError {
  return new AppError('payments:screenshot_required', 400, 'Payment screenshot is required', { screenshot: ['validation.screenshotRequired'] });
}

function imageOnly(): AppError {
  return new AppError('payments:image_only', 415, 'Upload failed, please try again', { screenshot: ['validation.imageOnly'] });
}

/** Checks and re-encodes an uploaded screenshot; throws a 4xx AppError for anything that is not a sound image. */
export async function cleanScreenshot(bytes: Buffer): Promise<{ mimeType: ScreenshotType; bytes: Buffer }> {
  if (bytes.length === 0) throw screenshotRequired();
  if (bytes.length > PAYMENT_SCREENSHOT.maxBytes) {
    throw new AppError('payments:screenshot_too_large', 413, 'Upload failed, please try again', { screenshot: ['validation.tooLong'] });
  }
  const mimeType = sniffImageType(bytes);
  if (!mimeType) throw imageOnly();
  try {
    const image = sharp(bytes, { failOn: 'truncated', limitInputPixels: MAX_PIXELS, animated: false })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true });
    const metadata = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
    const expected = mimeType === 'image/png' ? 'png' : mimeType === 'image/jpeg' ? 'jpeg' : 'webp';
    if (metadata.format !== expected) throw imageOnly();
    const output =
      mimeType === 'image/png'
        ? await image.png({ compressionLevel: 9 }).toBuffer()
        : mimeType === 'image/jpeg'
          ? await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer()
          : await image.webp({ quality: 85 }).toBuffer();
    return { mimeType, bytes: output };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw imageOnly();
  }
}
