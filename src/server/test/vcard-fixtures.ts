/**
 * vCards written for the tests from the examples of RFC 6350 (4.0), RFC 2426 (3.0) and the vCard
 * 2.1 specification, with the quirks of Apple, Google and Outlook exports.
 */

const fold = (line: string) => (line.match(/.{1,74}/g) ?? []).join('\r\n ');
const card = (lines: string[]) => `${lines.join('\r\n')}\r\n`;

/** RFC 6350 section 8's example, with a year-less birthday and an embedded PNG as a data URI. */
export const rfc6350Card = (png: Uint8Array) =>
  card([
    'BEGIN:VCARD',
    'VERSION:4.0',
    'UID:urn:uuid:4fbe8971-0bc3-424c-9c26-36c3e1eff6b1',
    'FN:Simon Perreault',
    'N:Perreault;Simon;;;ing. jr,M.Sc.',
    'BDAY:--0203',
    'ANNIVERSARY:20090808T1430-0500',
    'GENDER:M',
    'EMAIL;TYPE=work:simon.perreault@viagenie.ca',
    'TEL;VALUE=uri;TYPE="work,voice";PREF=1:tel:+1-418-656-9254;ext=102',
    'URL;TYPE=home:https://nomis80.org',
    fold(`PHOTO:data:image/png;base64,${Buffer.from(png).toString('base64')}`),
    'NOTE:Met at the IETF\\, Quebec City.\\nLikes long walks.',
    'END:VCARD',
  ]);

/** RFC 2426 section 7's example (folded lines), an Apple social profile and a JPEG photo. */
export const rfc2426Card = (jpeg: Uint8Array) =>
  card([
    'BEGIN:VCARD',
    'VERSION:3.0',
    'FN:Frank Dawson',
    'N:Dawson;Frank;;;',
    'ORG:Lotus Development Corporation',
    'EMAIL;TYPE=INTERNET,PREF:Frank_Dawson@Lotus.com',
    'EMAIL;TYPE=INTERNET:fdawson@earthlink.net',
    'TEL;TYPE=WORK,MSG:+1-919-676-9515',
    'BDAY:1987-09-27',
    'item1.X-SOCIALPROFILE;type=twitter:x-apple:fdawson',
    'NOTE:Spoke at the conference in Boston\\, about calendar standards; see the',
    '  notes from that week.',
    fold(`PHOTO;ENCODING=b;TYPE=JPEG:${Buffer.from(jpeg).toString('base64')}`),
    'END:VCARD',
  ]);

/** A card whose birthday is not a date: the rest of it is kept. */
export const badBirthdayCard = card([
  'BEGIN:VCARD',
  'VERSION:3.0',
  'UID:bad-bday-1',
  'FN:Tim Howes',
  'EMAIL:howes@netscape.com',
  'BDAY:sometime in spring',
  'END:VCARD',
]);

/** A 4.0 card with a phone as a tel: URI, a basic-format birthday and no email (matched by name). */
export const phoneOnlyCard = card([
  'BEGIN:VCARD',
  'VERSION:4.0',
  'FN:Grace Hopper',
  'TEL;VALUE=uri:tel:+1-555-0100',
  'BDAY:19061209',
  'END:VCARD',
]);

/** A card with no FN, N or ORG: reported, not imported. */
export const namelessCard = card(['BEGIN:VCARD', 'VERSION:3.0', 'EMAIL:nobody@example.com', 'END:VCARD']);

/**
 * Outlook-style vCard 2.1: bare parameters, quoted-printable with soft line breaks, UTF-8 and
 * windows-1252 charsets. Returned as bytes: the 1252 part is not UTF-8.
 */
export function outlook21Cards(): Buffer {
  const utf8 = card([
    'BEGIN:VCARD',
    'VERSION:2.1',
    'N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:M=C3=BCller;J=C3=B6rg',
    'FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:J=C3=B6rg M=C3=BCller',
    'TEL;HOME;VOICE:+49 30 1234567',
    'EMAIL;PREF;INTERNET:joerg@example.de',
    'NOTE;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:Erster Absatz =C3=BCber Stra=C3=9Fen,=0D=0A=',
    'zweite Zeile.',
    'BDAY:19800412',
    'END:VCARD',
  ]);
  const cp1252 = Buffer.from(
    card([
      'BEGIN:VCARD',
      'VERSION:2.1',
      'N;CHARSET=WINDOWS-1252;ENCODING=QUOTED-PRINTABLE:Fran=E7ois;Ren=E9',
      'FN;CHARSET=WINDOWS-1252;ENCODING=QUOTED-PRINTABLE:Ren=E9 Fran=E7ois',
      'EMAIL;INTERNET:rene@example.fr',
      'END:VCARD',
    ]),
    'latin1',
  );
  return Buffer.concat([Buffer.from(utf8), cp1252]);
}
