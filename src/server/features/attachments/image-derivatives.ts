import exifr from 'exifr';
import sharp from 'sharp';

/** What an uploaded photo yields: its upright size, two clean derivatives and what EXIF said. */
export interface ProcessedImage {
  width: number;
  height: number;
  /** 400 px WebP for grids and cards. */
  thumb: Uint8Array;
  /** 1600 px WebP for the viewer. */
  display: Uint8Array;
  takenAt: Date | null;
  takenLat: number | null;
  takenLng: number | null;
}

export const THUMB_PX = 400;
export const DISPLAY_PX = 1600;

/** EXIF orientations 5 to 8 turn the picture a quarter: its upright width is the stored height. */
const turnsQuarter = (orientation: number | undefined) => (orientation ?? 1) >= 5;

async function captureFacts(bytes: Uint8Array) {
  // A photo without EXIF, or with EXIF exifr cannot read, simply offers nothing.
  const tags = await exifr
    .parse(Buffer.from(bytes), { tiff: true, exif: true, gps: true, ifd1: false, interop: false })
    .catch(() => undefined);
  const taken = tags?.DateTimeOriginal ?? tags?.CreateDate;
  const lat = Number(tags?.latitude);
  const lng = Number(tags?.longitude);
  const hasPosition =
    Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
  return {
    takenAt: taken instanceof Date && !Number.isNaN(taken.getTime()) ? taken : null,
    takenLat: hasPosition ? lat : null,
    takenLng: hasPosition ? lng : null,
  };
}

/**
 * Reads the photo's size, turns it upright by its EXIF orientation and writes a thumbnail and a
 * display size as WebP. sharp writes no metadata unless asked, so neither derivative carries GPS,
 * camera or date tags; the original is kept untouched for its owner. Throws when sharp cannot
 * decode the bytes (a damaged file behind a valid magic number).
 */
export async function processImage(bytes: Uint8Array): Promise<ProcessedImage> {
  const input = sharp(bytes, { failOn: 'error' });
  const meta = await input.metadata();
  if (!meta.width || !meta.height) throw new Error('image without dimensions');
  const upright = input.rotate();
  const derive = (px: number, quality: number) =>
    upright
      .clone()
      .resize({ width: px, height: px, fit: 'inside', withoutEnlargement: true })
      .webp({ quality })
      .toBuffer();
  const [thumb, display, facts] = await Promise.all([
    derive(THUMB_PX, 72),
    derive(DISPLAY_PX, 82),
    captureFacts(bytes),
  ]);
  const quarter = turnsQuarter(meta.orientation);
  return {
    width: quarter ? meta.height : meta.width,
    height: quarter ? meta.width : meta.height,
    thumb: new Uint8Array(thumb),
    display: new Uint8Array(display),
    ...facts,
  };
}
