import { readFileSync } from 'node:fs';
import { request as playwrightRequest } from '@playwright/test';
import { readZip } from '../src/server/test/read-zip.ts';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/journal.ts';
import { seedConnection, seedEntry } from './support/seed.ts';

test.describe('your data out', () => {
  test('exports the journal as a Memento archive and as Markdown, and the zips open', async ({ page }) => {
    await signIn(page);
    await seedEntry(page, {
      title: 'Harbour walk: gulls',
      type: 'memory',
      content: 'Windy, bright.',
      is_private: true,
      occurred_at: '2025-05-04T10:00:00.000Z',
    });
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Export my data' });
    await expect(section.getByRole('radio', { name: /Memento archive/ })).toBeChecked();

    const saved = async () => {
      const download = page.waitForEvent('download');
      await section.getByRole('button', { name: 'Export my data' }).click();
      const file = await download;
      // The toast names the file the browser saved.
      await expect(page.getByText(file.suggestedFilename())).toBeVisible();
      return { name: file.suggestedFilename(), files: await readZip(readFileSync(await file.path())) };
    };

    const archive = await saved();
    expect(archive.name).toMatch(/^memento-memento-\d{4}-\d{2}-\d{2}\.zip$/);
    const doc = JSON.parse(archive.files.get('memento.json')?.toString('utf8') ?? '{}');
    expect(doc).toMatchObject({ format: 'memento', version: 1 });
    expect(doc.entries).toEqual([
      expect.objectContaining({ title: 'Harbour walk: gulls', is_private: true }),
    ]);

    await section.getByRole('radio', { name: /Markdown/ }).check();
    const markdown = await saved();
    expect(markdown.name).toMatch(/^memento-markdown-/);
    const [entryFile] = [...markdown.files.keys()].filter((n) => n.startsWith('entries/'));
    expect(entryFile).toMatch(/^entries\/2025-05-0[45] Harbour walk gulls\.md$/);
    const text = markdown.files.get(entryFile as string)?.toString('utf8');
    expect(text).toContain('title: "Harbour walk: gulls"');
    expect(text).toContain('private: true');
    expect(text).toContain('Windy, bright.');
  });

  test('makes a private calendar link, copies it, and turns it off', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page);
    await seedConnection(page, {
      name: 'Maya',
      important_dates: [{ label: 'Birthday', date: '1992-02-29' }],
    });
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Calendar feed' });
    await expect(section).toContainText('No subscription link yet.');
    await section.getByRole('button', { name: 'Create subscription link' }).click();
    const field = section.getByLabel('Subscription link');
    await expect(field).toHaveValue(/\/api\/v1\/calendar\/important-dates\.ics\?token=/);
    await section.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    const url = await page.evaluate(() => navigator.clipboard.readText());
    expect(url).toBe(await field.inputValue());

    // A calendar app has no session: the link alone opens the feed.
    const calendarApp = await playwrightRequest.newContext();
    const feed = await calendarApp.get(url);
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain('SUMMARY:Maya: Birthday');

    await page.reload();
    await expect(section).toContainText('A subscription link is on since');
    await section.getByRole('button', { name: 'Turn off' }).click();
    await expect(page.getByText('Calendar feed turned off')).toBeVisible();
    expect((await calendarApp.get(url)).status()).toBe(404);
    await calendarApp.dispose();
  });
});
