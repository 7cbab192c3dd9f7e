import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signUpViaApi, test } from './support/fixtures.ts';
import { seedConnection, seedDigest, seedEntry, seedTag } from './support/seed.ts';

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

// Every screen this issue changed, with data on it, checked by axe at 1280 and 375 px.
for (const width of [1280, 375]) {
  test(`the screens changed by the polish have no serious accessibility violations at ${width} px`, async ({
    page,
  }) => {
    // Axe reads each page whole: eleven screens take longer than one journey.
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/landing');
    await signUpViaApi(page);
    const topic = await seedTag(page, { name: 'sailing', type: 'topic' });
    await seedEntry(page, {
      title: 'Regatta',
      type: 'memory',
      content: 'Sailing all day.',
      tag_ids: [topic.id],
    });
    await seedConnection(page, { name: 'Ana', type: 'person', is_favorite: true });
    await seedDigest(page, 'My week');
    const screens: [string, (p: Page) => Promise<unknown>][] = [
      ['/landing', (p) => p.getByRole('heading', { name: 'What Memento includes' }).waitFor()],
      ['/dashboard', (p) => p.getByRole('article').first().waitFor()],
      ['/calendar', (p) => p.getByRole('link', { name: 'New entry on this day' }).waitFor()],
      ['/connections', (p) => p.getByRole('article').first().waitFor()],
      ['/favorites', (p) => p.getByRole('region', { name: 'Connections' }).waitFor()],
      ['/digest', (p) => p.getByTestId('digest-card').waitFor()],
      ['/tags', (p) => p.getByRole('list', { name: 'Tags' }).waitFor()],
      [`/tags/${topic.id}`, (p) => p.getByRole('article').first().waitFor()],
      ['/search?q=sailing&from=2020-01-01', (p) => p.getByTestId('hit-title').first().waitFor()],
      ['/subscription-success?session_id=x', (p) => p.getByText('Billing is not enabled').waitFor()],
      ['/test', (p) => p.getByText('not run yet').first().waitFor()],
    ];
    for (const [path, ready] of screens) {
      await page.goto(path);
      await ready(page);
      expect(await seriousViolations(page), `${path} at ${width} px`).toEqual([]);
    }
    await page.goto('/digest');
    await page.getByRole('button', { name: 'Delete digest My week' }).click();
    await page.getByRole('dialog', { name: 'Delete this digest?' }).waitFor();
    expect(await seriousViolations(page), 'digest delete dialog').toEqual([]);
  });
}
