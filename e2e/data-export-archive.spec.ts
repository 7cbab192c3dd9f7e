import { readFileSync } from 'node:fs';
import { readZip } from '../src/server/test/read-zip.ts';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/journal.ts';
import { seedEntry } from './support/seed.ts';

/** The whole journal out of Settings, as a Memento archive and as Markdown. */

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
});
