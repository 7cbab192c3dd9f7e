/**
 * File names that are safe on Windows, macOS and Linux and in a zip: no path separators, no
 * characters Windows refuses, no control characters, no leading dots, not a reserved device name,
 * at most `max` characters. What is left of a title keeps its letters in any script.
 */
export function safeFileName(name: string, fallback: string, max = 80): string {
  const cleaned = name
    .normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*#^[\]]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, '');
  const cut = [...cleaned].slice(0, max).join('').trim();
  if (!cut || /^(con|prn|aux|nul|com\d|lpt\d)$/i.test(cut)) return fallback;
  return cut;
}

/**
 * Hands out names in one folder: a name taken before (compared case-insensitively, as macOS and
 * Windows do) gets ' (2)', ' (3)'... before its extension.
 */
export function nameAllocator() {
  const taken = new Set<string>();
  return (base: string, extension: string): string => {
    for (let n = 1; ; n++) {
      const name = n === 1 ? `${base}${extension}` : `${base} (${n})${extension}`;
      if (!taken.has(name.toLowerCase())) {
        taken.add(name.toLowerCase());
        return name;
      }
    }
  };
}

/** A relative Markdown link target: each path segment percent-encoded, slashes kept. */
export const linkTarget = (path: string) => path.split('/').map(encodeURIComponent).join('/');
