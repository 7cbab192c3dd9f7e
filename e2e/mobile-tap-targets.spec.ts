import type { Page } from '@playwright/test';
import { expect, signUpViaApi, test } from './support/fixtures.ts';
import { post, seedConnection, seedEntry, seedTag } from './support/seed.ts';

// A phone held in one hand: 375 px wide, touch.
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

/**
 * Inline links inside running text, which may stay the text's height (WCAG 2.5.8 excepts them):
 * each named by the page it is on and its text.
 */
const INLINE_TEXT_LINKS = [
  // Today's Coming up, empty: 'Add important dates on a connection.'
  'dashboard: connection',
  // A link the user wrote in the entry's own Markdown content.
  'entry: her new job',
];

/**
 * Every visible control on the page whose tap area is under 44x44 px. The tap area is what a
 * finger can hit: a visually hidden radio's label, a card's title link stretched over the whole
 * card by its ::after, otherwise the element's own box.
 */
async function smallTargets(page: Page, name: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=switch], [role=radio], [role=checkbox], [role=combobox], [role=menuitem], [tabindex="0"]';
    const out: { label: string; size: string }[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      // Radix's mirror of a switch for forms, not a control of its own.
      if (el.closest('[aria-hidden="true"]')) continue;
      let box = el.getBoundingClientRect();
      const hidden = box.width <= 1 || box.height <= 1;
      if (hidden) {
        // A visually hidden input is hit through its label; without one something else opens it
        // (the file pickers behind 'Add files' and 'Take photo').
        const label = (el as HTMLInputElement).labels?.[0];
        if (!label) continue;
        box = label.getBoundingClientRect();
      } else if (getComputedStyle(el, '::after').position === 'absolute') {
        const cover = el.closest('article');
        if (cover) box = cover.getBoundingClientRect();
      }
      if (box.width === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      if (box.width < 44 || box.height < 44) {
        const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ');
        out.push({ label, size: `${Math.round(box.width)}x${Math.round(box.height)}` });
      }
    }
    return out;
  });
  return found
    .filter((f) => !INLINE_TEXT_LINKS.includes(`${name}: ${f.label}`))
    .map((f) => `${name}: ${f.label} (${f.size})`);
}

test('at 375 px every control on Today, Activities, the editor and the entry page is at least 44x44 px', async ({
  page,
}) => {
  await page.goto('/landing');
  await signUpViaApi(page);
  const maya = await seedConnection(page, { name: 'Maya Chen', type: 'person' });
  const tag = await seedTag(page, { name: 'Harbour days', type: 'topic' });
  // Something for Today's On this day.
  await seedEntry(page, {
    title: 'A year ago at the lake',
    type: 'memory',
    content: 'Swimming at dawn.',
    occurred_at: new Date(Date.now() - 365 * 86_400_000).toISOString(),
    connection_ids: [maya.id],
  });
  const entry = await post(page, '/api/v1/entries', {
    title: 'Coffee with Maya',
    type: 'conversation',
    content: 'We talked about **moving** to Porto and [her new job](https://example.org/job).',
    star_rating: 4,
    connection_ids: [maya.id],
    tag_ids: [tag.id],
  });

  const small: string[] = [];
  await page.goto('/dashboard');
  // The first signed-in page loads the app shell's code: slower than the later ones.
  await expect(page.getByRole('region', { name: 'On this day' })).toContainText('A year ago at the lake', {
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { name: 'Coffee with Maya' })).toBeVisible();
  small.push(...(await smallTargets(page, 'dashboard')));

  await page.goto('/create-memento');
  await expect(page.getByLabel('Title')).toBeVisible();
  small.push(...(await smallTargets(page, 'editor')));

  await page.goto(`/entries/${entry.id}`);
  await expect(page.getByRole('heading', { name: 'Coffee with Maya' })).toBeVisible();
  small.push(...(await smallTargets(page, 'entry')));

  // The editor with picked chips, a rating and a name it offers to link.
  await page.goto(`/edit-entry/${entry.id}`);
  await expect(page.getByRole('button', { name: 'Remove Maya Chen' })).toBeVisible();
  small.push(...(await smallTargets(page, 'edit')));

  // The menu drawer, opened from the top bar.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  small.push(...(await smallTargets(page, 'menu')));

  expect(small).toEqual([]);
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('the editor keeps its save bar at the bottom of the screen and typed fields above it', async ({
  page,
}) => {
  await page.goto('/landing');
  await signUpViaApi(page);
  await page.goto('/create-memento');
  const save = page.getByRole('button', { name: 'Create activity' });
  // The first signed-in page loads the app shell's code: slower than the later ones.
  await expect(save).toBeInViewport({ timeout: 30_000 });
  const box = await save.boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(812 - 80);
  // The page is made to cover a notch, and to shrink when the keyboard opens.
  await expect(page.locator('meta[name="viewport"]')).toHaveAttribute(
    'content',
    /viewport-fit=cover.*interactive-widget=resizes-content/,
  );
  // The source field, the last one, scrolls above the bar when focused.
  await page.locator('#entry-source').focus();
  await expect(page.locator('#entry-source')).toBeInViewport();
  const field = await page.locator('#entry-source').boundingBox();
  const bar = await save.boundingBox();
  expect((field?.y ?? 0) + (field?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0);
});
