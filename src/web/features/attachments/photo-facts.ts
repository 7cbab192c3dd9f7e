/** When and where a photo was taken, by its EXIF tags: what the editor may offer for a new entry. */
export interface PhotoFacts {
  takenAt: Date | null;
  lat: number | null;
  lng: number | null;
}

/**
 * Reads a picked photo's capture date and GPS position in the browser, before any upload, so a new
 * entry can offer them. The EXIF reader loads only when a photo is picked; a photo without EXIF
 * (or a format it cannot read) yields null.
 */
export async function readPhotoFacts(file: File): Promise<PhotoFacts | null> {
  if (!/^image\/(jpeg|heic|heif|avif|png|webp)$/.test(file.type)) return null;
  // The lite bundle (JPEG, HEIC) loads on demand and keeps the editor's chunk small.
  const { default: exifr } = await import('exifr/dist/lite.esm.mjs');
  try {
    const tags = await exifr.parse(file, { tiff: true, exif: true, gps: true, ifd1: false, interop: false });
    const when = tags?.DateTimeOriginal ?? tags?.CreateDate;
    const lat = Number(tags?.latitude);
    const lng = Number(tags?.longitude);
    const hasPlace = Number.isFinite(lat) && Number.isFinite(lng);
    const takenAt = when instanceof Date && !Number.isNaN(when.getTime()) ? when : null;
    if (!takenAt && !hasPlace) return null;
    return { takenAt, lat: hasPlace ? lat : null, lng: hasPlace ? lng : null };
  } catch {
    return null;
  }
}
