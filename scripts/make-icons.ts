// `npm run icons`: draws the app's PNG icons from the SVGs in assets/icons/ with sharp. The PNGs are
// committed (public/icons/), so a build needs neither this script nor sharp's SVG renderer.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const source = path.resolve('assets/icons');
const out = path.resolve('public/icons');

/** Sizes asked for by Android launchers, Windows tiles, iOS home screens and the install dialogs. */
const ANY_SIZES = [48, 72, 96, 128, 144, 152, 192, 256, 384, 512];
/** Maskable icons are cut to the platform's shape, so they are drawn full bleed. */
const MASKABLE_SIZES = [192, 512];
/** iOS ignores the manifest's icons and takes this one, without transparency. */
const APPLE_TOUCH_SIZE = 180;

async function render(svgFile: string, size: number, file: string, flatten = false) {
  let image = sharp(readFileSync(path.join(source, svgFile)), { density: 72 * (size / 512) * 4 }).resize(
    size,
    size,
  );
  if (flatten) image = image.flatten({ background: '#4f46e5' });
  await image.png({ compressionLevel: 9 }).toFile(path.join(out, file));
  return file;
}

mkdirSync(out, { recursive: true });
const written = await Promise.all([
  ...ANY_SIZES.map((size) => render('icon.svg', size, `icon-${size}.png`)),
  ...MASKABLE_SIZES.map((size) => render('icon-maskable.svg', size, `icon-maskable-${size}.png`)),
  render('icon-maskable.svg', APPLE_TOUCH_SIZE, 'apple-touch-icon.png', true),
]);
console.info(`wrote ${written.length} icons to public/icons/`);
