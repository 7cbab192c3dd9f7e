import type { Plugin } from 'vite';
import { firstReadsMark, firstReadsScriptTag } from '../src/shared/first-reads-script.ts';
import { themeInitMark, themeInitScript } from '../src/shared/theme-init.ts';

/**
 * Puts the head's inline scripts into index.html in place of their marks: the saved theme's
 * (src/shared/theme-init.ts) and the first reads' (src/shared/first-reads-script.ts). The CSP
 * allows each by its hash.
 */
export function inlineScripts(): Plugin {
  const scripts: [mark: string, tag: string][] = [
    [themeInitMark, `<script>${themeInitScript}</script>`],
    [firstReadsMark, firstReadsScriptTag],
  ];
  return {
    name: 'memento:inline-scripts',
    transformIndexHtml(html) {
      let out = html;
      for (const [mark, tag] of scripts) {
        if (!out.includes(mark)) throw new Error(`index.html has no ${mark}`);
        out = out.replace(mark, () => tag);
      }
      return out;
    },
  };
}
