import type { Locator, Page } from '@playwright/test';
import { expect, signUpViaApi, test } from './support/fixtures.ts';
import { seedEntry, seedTag } from './support/seed.ts';

/**
 * The entry editor (/create-entry, /create-memento, /edit-entry/:id): what a user types is what is
 * saved, nothing they paste can run, and unsaved words survive a reload and are not lost by a click.
 */

// A zone with daylight saving, so "local time" is really checked: 14:30 on March 15, 2024 in
// New York is 18:30 UTC.
test.use({ timezoneId: 'America/New_York' });

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

async function apiEntry(page: Page, id: string) {
  const res = await page.request.get(`/api/v1/entries/${id}`);
  expect(res.status()).toBe(200);
  return res.json();
}

const entryIdOf = (page: Page) => UUID.exec(new URL(page.url()).pathname)?.[0] ?? '';

/** Picks an option of a combobox (tags, connections, location) by typing into it. */
async function pick(page: Page, box: string, text: string, option: string) {
  const input = page.getByRole('combobox', { name: box });
  await input.fill(text);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Presses Tab until the target has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 60; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the target');
}

test('creates an activity with tags, a new location, a rating and a date', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/create-memento');
  await expect(page.getByRole('heading', { name: 'New Activity' })).toBeVisible();

  await page.getByLabel('Title').fill('Harbour walk with Maya');
  await page.getByLabel('Type').selectOption('meeting');
  await page.getByLabel('Date').fill('2024-03-15');
  await page.getByLabel('Time').fill('14:30');
  await page.getByRole('textbox', { name: 'Content' }).fill('We walked to the **lighthouse**.');
  await page.locator('label', { has: page.getByRole('radio', { name: '4 stars' }) }).click();
  await expect(page.getByText('4 of 5')).toBeVisible();

  await pick(page, 'Tags', 'jo', 'Joy');
  await pick(page, 'Tags', 'Harbour days', 'Create theme "Harbour days"');
  const tags = page.getByRole('list', { name: 'Picked tags' });
  await expect(tags.getByRole('listitem')).toHaveText(['Joy', 'Harbour days']);
  await pick(page, 'Connections', 'Maya Lind', 'Create person "Maya Lind"');
  await expect(page.getByRole('list', { name: 'Picked connections' })).toContainText('Maya Lind');
  await pick(page, 'Location', 'Lighthouse Point', 'Create location "Lighthouse Point"');
  await expect(page.getByRole('list', { name: 'Picked location' })).toContainText('Lighthouse Point');

  await page.getByRole('button', { name: 'Create activity' }).click();
  await expect(page.getByText('Activity created')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/entries/${UUID.source}$`));
  const id = entryIdOf(page);
  await expect(page.getByRole('heading', { name: 'Harbour walk with Maya' })).toBeVisible();

  const saved = await apiEntry(page, id);
  expect(saved).toMatchObject({
    title: 'Harbour walk with Maya',
    type: 'meeting',
    content: 'We walked to the **lighthouse**.',
    star_rating: 4,
    occurred_at: '2024-03-15T18:30:00.000Z',
    location: { label: 'Lighthouse Point' },
    is_private: false,
  });
  expect(saved.tags.map((t: { name: string; type: string }) => `${t.type}:${t.name}`).sort()).toEqual([
    'emotion:Joy',
    'theme:Harbour days',
  ]);
  expect(saved.connections.map((c: { name: string }) => c.name)).toEqual(['Maya Lind']);
});

test('edits an activity (its saved values come back, the date is kept), then deletes it', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/dashboard');
  const joy = (await (await page.request.get('/api/v1/tags?q=Joy')).json()).items[0].id;
  const harbour = (await seedTag(page, { name: 'Harbour days', type: 'theme' })).id;
  const { id } = await seedEntry(page, {
    title: 'Harbour walk with Maya',
    type: 'meeting',
    star_rating: 4,
    occurred_at: '2024-03-15T18:30:00.000Z',
    tag_ids: [joy, harbour],
  });

  // Edit: the saved values come back, a changed title is saved, the date is left as it was.
  await page.goto(`/edit-entry/${id}`);
  await expect(page.getByRole('heading', { name: 'Edit Activity' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('Harbour walk with Maya');
  await expect(page.getByLabel('Date')).toHaveValue('2024-03-15');
  await expect(page.getByLabel('Time')).toHaveValue('14:30');
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(page.getByRole('list', { name: 'Picked tags' }).getByRole('listitem')).toHaveCount(2);
  await page.getByLabel('Title').fill('Harbour walk with Maya and Jonas');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Activity updated')).toBeVisible();
  await expect(page).toHaveURL(`/entries/${id}`);
  expect(await apiEntry(page, id)).toMatchObject({
    title: 'Harbour walk with Maya and Jonas',
    occurred_at: '2024-03-15T18:30:00.000Z',
    star_rating: 4,
  });

  // Delete, after confirming.
  await page.goto(`/edit-entry/${id}`);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this activity?' });
  await confirm.getByRole('button', { name: 'Delete activity' }).click();
  await expect(page.getByText('Activity deleted')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
  expect((await page.request.get(`/api/v1/entries/${id}`)).status()).toBe(404);
});

test('offers an unsaved draft back after a reload, and forgets it once saved', async ({ page }) => {
  await signUpViaApi(page);
  // The browser's "leave site?" prompt on reload is accepted, as a user reloading on purpose would.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/create-entry');
  await page.getByLabel('Title').fill('Half-written thought');
  await page.getByRole('textbox', { name: 'Content' }).fill('Something about trains and patience');
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('memento:entry-draft:'))),
    )
    .toBe(true);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Restore your unsaved draft?' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('');
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByLabel('Title')).toHaveValue('Half-written thought');
  await expect(page.getByRole('textbox', { name: 'Content' })).toHaveValue(
    'Something about trains and patience',
  );
  await expect(page.getByRole('heading', { name: 'Restore your unsaved draft?' })).toBeHidden();

  // Discarding leaves the form as it was and the draft is not offered again.
  await page.reload();
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByLabel('Title')).toHaveValue('');
  await page.reload();
  await expect(page.getByLabel('Title')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Restore your unsaved draft?' })).toBeHidden();

  await page.getByLabel('Title').fill('Saved at last');
  await page.getByRole('button', { name: 'Create activity' }).click();
  await expect(page).toHaveURL(new RegExp(`/entries/${UUID.source}$`));
  await page.goto('/create-entry');
  await expect(page.getByLabel('Title')).toHaveValue('');
  await expect(page.getByRole('heading', { name: 'Restore your unsaved draft?' })).toBeHidden();
});

test('asks before leaving with unsaved changes, and not when nothing changed', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/create-entry');
  const entriesLink = page.getByRole('link', { name: 'Entries', exact: true });
  await entriesLink.click();
  await expect(page).toHaveURL('/dashboard');

  await page.goto('/create-entry');
  // Typed, not filled: the browser only prompts on unload after a real user gesture.
  await page.getByLabel('Title').click();
  await page.keyboard.type('Not yet saved');
  await entriesLink.click();
  const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL('/create-entry');
  await expect(page.getByLabel('Title')).toHaveValue('Not yet saved');

  // A reload or closing the tab gets the browser's own prompt.
  const prompt = page.waitForEvent('dialog');
  page.reload().catch(() => undefined);
  const dialog = await prompt;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await expect(page.getByLabel('Title')).toHaveValue('Not yet saved');

  await entriesLink.click();
  await ask.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL('/dashboard');
});

test('creates an activity with the keyboard alone', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/create-entry');
  await tabTo(page, page.getByLabel('Title'));
  await page.keyboard.type('Quiet morning');
  await tabTo(page, page.getByLabel('Type'));
  await page.keyboard.press('i'); // Idea
  await tabTo(page, page.getByRole('button', { name: 'Need inspiration?' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Use this prompt' }));
  await page.keyboard.press('Enter');
  const prompt = page.getByLabel('Writing prompt');
  await expect(prompt).toBeVisible();
  const promptText = await prompt.textContent();
  await tabTo(page, page.getByRole('textbox', { name: 'Content' }));
  await page.keyboard.type('Tea, rain on the window, a chapter of a good book.');
  await tabTo(page, page.getByRole('radio', { name: '1 star' }));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '3 stars' })).toBeChecked();
  await tabTo(page, page.getByRole('combobox', { name: 'Tags' }));
  await page.keyboard.type('Trus');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Picked tags' })).toHaveText('Trust');
  await tabTo(page, page.getByRole('switch', { name: 'Favorite' }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('switch', { name: 'Favorite' })).toBeChecked();
  await page.keyboard.press('Control+Enter');

  await expect(page.getByText('Activity created')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/entries/${UUID.source}$`));
  expect(await apiEntry(page, entryIdOf(page))).toMatchObject({
    title: 'Quiet morning',
    type: 'idea',
    star_rating: 3,
    is_favorite: true,
    prompt_used: promptText,
    tags: [{ name: 'Trust', type: 'emotion' }],
  });
});

test('refuses content over 100,000 characters and a javascript: link with clear inline messages', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/create-entry');
  await page.getByLabel('Title').fill('Too long');
  await page.getByRole('textbox', { name: 'Content' }).fill('a'.repeat(100_001));
  await expect(page.getByText('100,001 / 100,000 characters')).toBeVisible();
  await page.getByLabel('Source kind').selectOption('url');
  await page.getByLabel('Source', { exact: true }).fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Create activity' }).click();
  await expect(page.getByText('Content must be at most 100,000 characters.')).toBeVisible();
  await expect(page.getByText('Source must be an http:// or https:// address.')).toBeVisible();
  await expect(page).toHaveURL('/create-entry');

  // Blank title, fixed content: the title is named.
  await page.getByLabel('Title').fill('   ');
  await page.getByRole('textbox', { name: 'Content' }).fill('short now');
  await page.getByLabel('Source', { exact: true }).fill('https://example.com/talk');
  await page.getByRole('button', { name: 'Create activity' }).click();
  await expect(page.getByText('Title is required.')).toBeVisible();
  await expect(page.getByText('Content must be at most 100,000 characters.')).toBeHidden();
  await expect(page).toHaveURL('/create-entry');
});

test('keeps script and onerror payloads inert in the preview and after saving', async ({ page }) => {
  await signUpViaApi(page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const payload = [
    'Plain words stay.',
    '<script>window.__pwned = "script"; alert("script")</script>',
    "<img src=x onerror=\"window.__pwned = 'img'; alert('img')\">",
    '[a bad link](javascript:alert(1)) and [a good one](https://example.com)',
  ].join('\n\n');
  await page.goto('/create-entry');
  await page.getByLabel('Title').fill('Pasted from somewhere');
  await page.getByRole('textbox', { name: 'Content' }).fill(payload);
  await page.getByRole('tab', { name: 'Preview' }).click();

  const preview = page.getByRole('tabpanel', { name: 'Preview' });
  await expect(preview.getByText('Plain words stay.')).toBeVisible();
  await expect(preview.locator('img, script')).toHaveCount(0);
  await expect(preview.getByRole('link', { name: 'a good one' })).toHaveAttribute(
    'rel',
    'noopener noreferrer nofollow',
  );
  await expect(preview.getByRole('link', { name: 'a bad link' })).toHaveCount(0);

  await page.keyboard.press('Control+Enter');
  await expect(page).toHaveURL(new RegExp(`/entries/${UUID.source}$`));
  await expect(page.getByText('Plain words stay.')).toBeVisible();
  await expect(page.locator('main').locator('img[src="x"], script')).toHaveCount(0);
  expect((await apiEntry(page, entryIdOf(page))).content).toBe(payload);
  expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('an unknown activity cannot be edited', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/edit-entry/7d3c1a52-0f4e-4b1a-9a59-2a1e7c0b9f11');
  await expect(page.getByRole('heading', { name: 'Activity not found' })).toBeVisible();
  await expect(page.getByText('The activity you are looking for does not exist.')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Activities' }).click();
  await expect(page).toHaveURL('/dashboard');
});
