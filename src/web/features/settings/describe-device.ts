/** A short, human name for a browser's user agent string: "Chrome on Windows", "Safari on iPhone". */
export function describeDevice(userAgent: string | null | undefined): { label: string; mobile: boolean } {
  const ua = userAgent ?? '';
  if (!ua) return { label: 'Unknown device', mobile: false };
  const browser = pick(ua, [
    [/Edg(e|A|iOS)?\//, 'Edge'],
    [/OPR\/|Opera/, 'Opera'],
    [/Firefox\/|FxiOS\//, 'Firefox'],
    [/HeadlessChrome\//, 'Headless Chrome'],
    [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
    [/Safari\//, 'Safari'],
    [/curl\//, 'curl'],
    [/node|undici/i, 'Node.js'],
  ]);
  const os = pick(ua, [
    [/iPhone/, 'iPhone'],
    [/iPad/, 'iPad'],
    [/Android/, 'Android'],
    [/Windows/, 'Windows'],
    [/Mac OS X|Macintosh/, 'macOS'],
    [/CrOS/, 'ChromeOS'],
    [/Linux/, 'Linux'],
  ]);
  const mobile = /Mobi|iPhone|iPad|Android/.test(ua);
  if (browser && os) return { label: `${browser} on ${os}`, mobile };
  if (browser || os) return { label: (browser ?? os) as string, mobile };
  return { label: ua.length > 60 ? `${ua.slice(0, 57)}...` : ua, mobile };
}

function pick(ua: string, table: [RegExp, string][]): string | null {
  for (const [pattern, name] of table) if (pattern.test(ua)) return name;
  return null;
}
