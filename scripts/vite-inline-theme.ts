import type { Plugin } from 'vite';
import { themeInitMark, themeInitScript } from '../src/shared/theme-init.ts';

/** Puts the theme's script into the page's head in place of its mark (src/shared/theme-init.ts). */
export function inlineThemeScript(): Plugin {
  return {
    name: 'memento:inline-theme',
    transformIndexHtml(html) {
      if (!html.includes(themeInitMark)) throw new Error(`index.html has no ${themeInitMark}`);
      return html.replace(themeInitMark, () => `<script>${themeInitScript}</script>`);
    },
  };
}
