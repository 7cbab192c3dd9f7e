import type { ManifestOptions } from 'vite-plugin-pwa';
import { SHARE_ACCEPT, SHARE_TARGET } from '../features/share/share-target.ts';

/** The app's colours outside the page: the light theme's background, and the brand's indigo. */
export const THEME_COLORS = { light: '#faf9f6', dark: '#15161c', brand: '#4f46e5' } as const;

const ANY_SIZES = [48, 72, 96, 128, 144, 152, 192, 256, 384, 512];
const MASKABLE_SIZES = [192, 512];

/**
 * The web app manifest (written by vite-plugin-pwa as /manifest.webmanifest). The icons are drawn by
 * scripts/make-icons.ts from assets/icons/*.svg.
 */
export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Memento',
  short_name: 'Memento',
  description: 'A private journal for your memories, relationships and reflections.',
  lang: 'en',
  dir: 'ltr',
  start_url: '/dashboard',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  background_color: THEME_COLORS.light,
  theme_color: THEME_COLORS.light,
  categories: ['lifestyle', 'productivity'],
  icons: [
    ...ANY_SIZES.map((size) => ({
      src: `/icons/icon-${size}.png`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'any',
    })),
    ...MASKABLE_SIZES.map((size) => ({
      src: `/icons/icon-maskable-${size}.png`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'maskable',
    })),
  ],
  // Sharing a link, text or photo from another app opens the editor with it (src/web/sw/share-target.ts).
  share_target: {
    action: SHARE_TARGET.action,
    method: 'POST',
    enctype: 'multipart/form-data',
    params: {
      title: SHARE_TARGET.title,
      text: SHARE_TARGET.text,
      url: SHARE_TARGET.url,
      files: [{ name: SHARE_TARGET.files, accept: SHARE_ACCEPT }],
    },
  },
  shortcuts: [
    {
      name: 'New memento',
      short_name: 'New',
      description: 'Write down a moment',
      url: '/create-memento',
      icons: [{ src: '/icons/icon-96.png', sizes: '96x96', type: 'image/png' }],
    },
    {
      name: 'Today',
      short_name: 'Today',
      description: 'What happened on this day, and who is coming up',
      url: '/dashboard#today',
      icons: [{ src: '/icons/icon-96.png', sizes: '96x96', type: 'image/png' }],
    },
  ],
};
