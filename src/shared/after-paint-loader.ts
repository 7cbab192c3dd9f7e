/**
 * The script that asks for the app's code once the page has painted (docs/decisions/039, "Scripts
 * after the first paint"). The server moves the build's module script and module preloads out of
 * the head into a JSON block (server/http/scripts-after-paint.ts); this inline script adds them back
 * after the first frame, so the stylesheet the first paint needs does not share a slow connection
 * with some 200 KB of JavaScript. A hidden tab (opened in the background) never paints: it loads at
 * once. The CSP allows exactly this text by its hash (server/http/security-headers.ts).
 */
export const afterPaintLoaderScript =
  "(()=>{const add=(tag,props)=>document.head.append(Object.assign(document.createElement(tag),{crossOrigin:''},props));" +
  "const go=()=>{const s=JSON.parse(document.getElementById('app-scripts').textContent);" +
  "for(const href of s.preloads)add('link',{rel:'modulepreload',href});" +
  "for(const src of s.entries)add('script',{type:'module',src})};" +
  "document.visibilityState==='hidden'?go():requestAnimationFrame(()=>setTimeout(go))})()";
