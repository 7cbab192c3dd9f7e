import sharp from 'sharp';

/**
 * Files for the attachment tests, made here rather than downloaded: real images written by sharp,
 * and audio and PDF files built from their formats' headers.
 */

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } });

/**
 * A camera-like JPEG: `width`×`height` stored sideways with EXIF orientation 6 (turn 90° to view),
 * a camera make and model, a capture date and a GPS position (Berlin).
 */
export async function cameraJpeg(width = 4000, height = 3000): Promise<Uint8Array> {
  const bytes = await solid(width, height)
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Acme Optics', Model: 'Field Camera 12' },
      IFD2: { DateTimeOriginal: '2019:03:18 14:05:00' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 31/1 12/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '13/1 24/1 36/1',
      },
    })
    .toBuffer();
  return new Uint8Array(bytes);
}

export const imageOf = async (format: 'png' | 'webp' | 'gif' | 'avif' | 'jpeg', size = 64) =>
  new Uint8Array(await solid(size, size).toFormat(format).toBuffer());

const ascii = (text: string) => new TextEncoder().encode(text);
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

/** A mono 16-bit PCM WAV of `ms` milliseconds of a 440 Hz tone. */
export function wav(ms = 200, rate = 8000): Uint8Array {
  const samples = Math.round((rate * ms) / 1000);
  const view = new DataView(new ArrayBuffer(44 + samples * 2));
  const put = (at: number, text: string) => {
    for (let i = 0; i < text.length; i++) view.setUint8(at + i, text.charCodeAt(i));
  };
  put(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  put(8, 'WAVE');
  put(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  put(36, 'data');
  view.setUint32(40, samples * 2, true);
  for (let i = 0; i < samples; i++)
    view.setInt16(44 + i * 2, Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)), true);
  return new Uint8Array(view.buffer);
}

/** An EBML header declaring the `webm` doctype, as MediaRecorder's files start. */
export const webm = () =>
  concat(
    Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]),
    ascii('webm'),
    new Uint8Array(64),
  );

/** An MP4 audio file's `ftyp` box with the M4A brand. */
export const m4a = () =>
  concat(
    Uint8Array.from([0, 0, 0, 0x20]),
    ascii('ftypM4A '),
    Uint8Array.from([0, 0, 0, 0]),
    ascii('M4A mp42isom'),
    new Uint8Array(64),
  );

/** An ID3v2 tag followed by an MPEG-1 layer III frame header. */
export const mp3 = () =>
  concat(
    ascii('ID3'),
    Uint8Array.from([4, 0, 0, 0, 0, 0, 0]),
    Uint8Array.from([0xff, 0xfb, 0x90, 0x64]),
    new Uint8Array(400),
  );

/** A one-page PDF with the cross-reference table computed from the objects' offsets. */
export function pdf(): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) body += `${String(at).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return ascii(body);
}

export const svg = () =>
  ascii(
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="10" height="10"/></svg>',
  );

export const html = () =>
  ascii('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

/** A real PNG with an HTML document after its end: a polyglot that must only ever be an image. */
export const pngPolyglot = async () => concat(await imageOf('png', 8), html());
