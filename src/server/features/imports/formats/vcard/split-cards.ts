import iconv from 'iconv-lite';
import libqp from 'libqp';

/**
 * One vCard's text, ready for ical.js. The file is split into cards on their BEGIN/END lines (so a
 * broken card fails alone), each card read in its own charset: UTF-8 for vCard 3.0 and 4.0, and
 * for 2.1 (Outlook, old phones) each value decoded by its ENCODING and CHARSET parameters.
 */
export interface RawCard {
  /** 1-based position in the file, for the report. */
  index: number;
  text: string;
  version: string;
}

/** Splits a .vcf file (bytes) into cards; text outside BEGIN:VCARD … END:VCARD is ignored. */
export function splitCards(bytes: Buffer): RawCard[] {
  // Read as bytes (latin1 maps each byte to one char) so each card can pick its own charset.
  const lines = bytes
    .toString('latin1')
    .replace(/^\xEF\xBB\xBF/, '')
    .split(/\r\n|\n|\r/);
  const cards: RawCard[] = [];
  let current: string[] | null = null;
  for (const line of lines) {
    if (/^BEGIN:VCARD\s*$/i.test(line)) current = [line];
    else if (current) {
      current.push(line);
      if (/^END:VCARD\s*$/i.test(line)) {
        cards.push(toCard(current, cards.length + 1));
        current = null;
      }
    }
  }
  return cards;
}

function toCard(lines: string[], index: number): RawCard {
  const version = /^VERSION:\s*([\d.]+)/im.exec(lines.join('\n'))?.[1] ?? '3.0';
  if (version === '2.1') return { index, version, text: from21(lines) };
  return { index, version, text: Buffer.from(lines.join('\r\n'), 'latin1').toString('utf8') };
}

/** Joins a 2.1 card's logical lines: whitespace folding, and quoted-printable soft line breaks. */
function logicalLines(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const last = out.length - 1;
    const previous = out[last];
    if (previous !== undefined && /^[ \t]/.test(line)) out[last] = previous + line.replace(/^[ \t]/, '');
    else if (
      previous !== undefined &&
      /ENCODING=QUOTED-PRINTABLE/i.test(previous.split(':')[0] ?? '') &&
      previous.endsWith('=')
    )
      out[last] = `${previous}\r\n${line}`;
    else if (line.trim() !== '' || previous === undefined) out.push(line);
  }
  return out;
}

const STRUCTURED = new Set(['N', 'ADR', 'ORG']);

/** A decoded 2.1 value written as vCard 3.0 text escapes it. */
function escape30(value: string, name: string): string {
  const escaped = value
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\n|\r/g, '\\n');
  return STRUCTURED.has(name) ? escaped : escaped.replace(/;/g, '\\;');
}

/** Rewrites a vCard 2.1 as 3.0: bare parameters become TYPE=, values are decoded to text. */
function from21(lines: string[]): string {
  return logicalLines(lines)
    .map((line) => {
      const colon = line.indexOf(':');
      if (colon < 0) return line;
      const [nameWithGroup = '', ...params] = line.slice(0, colon).split(';');
      const name = (nameWithGroup.split('.').pop() ?? '').toUpperCase();
      if (name === 'BEGIN' || name === 'END') return line;
      if (name === 'VERSION') return 'VERSION:3.0';
      let value = line.slice(colon + 1);
      const types: string[] = [];
      let encoding = '';
      let charset = 'utf-8';
      for (const param of params) {
        const [key = '', val] = param.split('=');
        const k = key.toUpperCase();
        if (val === undefined) types.push(key);
        else if (k === 'ENCODING') encoding = val.toUpperCase();
        else if (k === 'CHARSET') charset = val;
        else if (k === 'TYPE') types.push(...val.split(','));
      }
      const out = [nameWithGroup];
      if (types.length) out.push(`TYPE=${types.join(',')}`);
      if (encoding === 'BASE64' || encoding === 'B') {
        out.push('ENCODING=b');
        return `${out.join(';')}:${value.replace(/\s+/g, '')}`;
      }
      const raw = encoding === 'QUOTED-PRINTABLE' ? libqp.decode(value) : Buffer.from(value, 'latin1');
      value = iconv.encodingExists(charset) ? iconv.decode(raw, charset) : raw.toString('utf8');
      return `${out.join(';')}:${escape30(value, name)}`;
    })
    .join('\r\n');
}
