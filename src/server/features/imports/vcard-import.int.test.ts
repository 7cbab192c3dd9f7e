import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageOf } from '../../test/attachment-fixtures.ts';
import { buildUser, type TestUser } from '../../test/factories.ts';
import { type ImportRun, importAndWait } from '../../test/import-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectStatus } from '../../test/typed-api.ts';
import {
  badBirthdayCard,
  namelessCard,
  outlook21Cards,
  phoneOnlyCard,
  rfc2426Card,
  rfc6350Card,
} from '../../test/vcard-fixtures.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({}, { jobs: true });
});
afterAll(() => app.close());

const people = async (user: TestUser) =>
  (
    await expectStatus(
      user.api.GET('/api/v1/connections', { params: { query: { limit: 100, sort: 'name' } } }),
      200,
    )
  ).items;
const lineOf = (report: ImportRun['report'], label: string) => report.items.find((i) => i.label === label);

describe('vCard import', () => {
  it('reads 4.0 and 3.0 cards from the RFCs field by field, keeps the rest of a card with a bad field, reports a card with no name', async () => {
    const user = await buildUser(app);
    const png = await imageOf('png', 32);
    const jpeg = await imageOf('jpeg', 32);
    const file = rfc6350Card(png) + rfc2426Card(jpeg) + badBirthdayCard + namelessCard + phoneOnlyCard;
    const done = await importAndWait(app, user, file, 'contacts.vcf');
    expect(done).toMatchObject({ format: 'vcard', status: 'done', progress: { done: 5, total: 5 } });
    expect(done.report).toMatchObject({ created: 4, updated: 0, skipped: 0, failed: 1 });
    expect(lineOf(done.report, 'Card 4')).toMatchObject({
      outcome: 'failed',
      reason: 'it has no name (FN, N or ORG)',
    });
    expect(lineOf(done.report, 'Tim Howes')).toMatchObject({
      outcome: 'created',
      reason: 'BDAY was left out: it is not a date',
    });

    const list = await people(user);
    expect(list.map((c) => c.name)).toEqual(['Frank Dawson', 'Grace Hopper', 'Simon Perreault', 'Tim Howes']);
    const [frank, grace, simon, tim] = list;
    expect(simon).toMatchObject({
      type: 'person',
      contact_info: {
        email: 'simon.perreault@viagenie.ca',
        phone: '+1-418-656-9254',
        social: 'https://nomis80.org',
      },
      important_dates: [
        { label: 'Birthday', date: '--02-03' },
        { label: 'Anniversary', date: '2009-08-08' },
      ],
      summary_text: 'Met at the IETF, Quebec City.\nLikes long walks.',
    });
    expect(simon?.image_url).toMatch(/^\/api\/v1\/connections\/[0-9a-f-]{36}\/image\?v=/);
    const image = await fetch(`${app.baseUrl}${simon?.image_url}`, {
      headers: { cookie: user.client.cookieHeader() },
    });
    expect(Buffer.from(await image.arrayBuffer()).equals(Buffer.from(png))).toBe(true);
    expect(frank).toMatchObject({
      contact_info: { email: 'Frank_Dawson@Lotus.com', phone: '+1-919-676-9515', social: 'fdawson' },
      important_dates: [{ label: 'Birthday', date: '1987-09-27' }],
      summary_text:
        'Spoke at the conference in Boston, about calendar standards; see the notes from that week.',
    });
    expect(frank?.image_url).not.toBeNull();
    expect(tim).toMatchObject({ contact_info: { email: 'howes@netscape.com' }, important_dates: [] });
    expect(grace).toMatchObject({
      contact_info: { phone: '+1-555-0100' },
      important_dates: [{ label: 'Birthday', date: '1906-12-09' }],
    });

    // What the person gained in Memento since is kept: a card only adds what it carries.
    const patched = await user.api.PATCH('/api/v1/connections/{id}', {
      params: { path: { id: tim?.id ?? '' } },
      body: {
        contact_info: { email: 'howes@netscape.com', phone: '+1 555 0199' },
        summary_text: 'Wrote RFC 2426',
        is_favorite: true,
      },
    });
    expect(patched.response.status).toBe(200);

    // Again: matched by UID (Simon, Tim), by email (Frank) or by name (Grace): updated, not duplicated.
    const again = await importAndWait(app, user, file, 'contacts.vcf');
    expect(again.report).toMatchObject({ created: 0, updated: 4, failed: 1 });
    const after = await people(user);
    expect(after.map((c) => c.id)).toEqual(list.map((c) => c.id));
    expect(after[3]).toMatchObject({
      contact_info: { email: 'howes@netscape.com', phone: '+1 555 0199' },
      summary_text: 'Wrote RFC 2426',
      is_favorite: true,
    });
  });

  it('reads Outlook 2.1 cards: quoted-printable, soft line breaks, UTF-8 and windows-1252', async () => {
    const user = await buildUser(app);
    const done = await importAndWait(app, user, outlook21Cards(), 'outlook.vcf');
    expect(done.report).toMatchObject({ created: 2, failed: 0 });
    const [joerg, rene] = await people(user);
    expect(joerg).toMatchObject({
      name: 'Jörg Müller',
      contact_info: { email: 'joerg@example.de', phone: '+49 30 1234567' },
      important_dates: [{ label: 'Birthday', date: '1980-04-12' }],
      summary_text: 'Erster Absatz über Straßen,\nzweite Zeile.',
    });
    expect(rene).toMatchObject({ name: 'René François', contact_info: { email: 'rene@example.fr' } });
  });
});
