/**
 * The script that applies the saved theme before the first paint, so a dark-theme reader never sees
 * a white flash. It is inline in the HTML's head (scripts/vite-inline-scripts.ts): as a file it was a
 * render-blocking request before every first paint. The CSP allows exactly this text by its hash
 * (server/http/security-headers.ts), so no other inline script can run.
 */
export const themeInitScript =
  "(()=>{let c='system';try{c=localStorage.getItem('memento-theme')||'system'}catch{}" +
  "document.documentElement.classList.toggle('dark',c==='dark'||(c==='system'&&matchMedia('(prefers-color-scheme: dark)').matches))})()";

/** Where index.html asks for it. */
export const themeInitMark = '<!-- theme-init -->';
