import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { SHARE_TARGET } from '../../src/web/features/share/share-target.ts';
import { expect } from './fixtures.ts';

export interface Shared {
  title: string;
  text: string;
  url: string;
  photo: { name: string; mimeType: string; buffer: Buffer };
}

/**
 * Shares as a phone's share sheet does: a multipart POST of the manifest's fields to the share
 * target, sent here by a form on one of the app's pages so the service worker receives it.
 */
export async function shareFromAnotherApp(page: Page, shared: Shared) {
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  const target = manifest.share_target;
  expect(target).toMatchObject({ method: 'POST', enctype: 'multipart/form-data' });
  await page.evaluate(
    ({ target, shared }) => {
      const form = document.createElement('form');
      form.id = 'share-sheet';
      form.method = 'post';
      form.enctype = target.enctype;
      form.action = target.action;
      for (const key of ['title', 'text', 'url'] as const) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = target.params[key];
        input.value = shared[key];
        form.append(input);
      }
      const files = document.createElement('input');
      files.type = 'file';
      files.id = 'share-files';
      files.name = target.params.files[0].name;
      form.append(files);
      document.body.append(form);
    },
    { target, shared: { title: shared.title, text: shared.text, url: shared.url } },
  );
  await page.locator('#share-files').setInputFiles(shared.photo);
  await page.evaluate(() => (document.getElementById('share-sheet') as HTMLFormElement).submit());
}

export const sharedLink = async (): Promise<Shared> => ({
  title: 'Harbour light at dusk',
  text: 'The ferry came in just as the lamps went on.',
  url: 'https://example.org/harbour',
  photo: {
    name: 'harbour.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp({ create: { width: 480, height: 320, channels: 3, background: '#468' } })
      .jpeg()
      .toBuffer(),
  },
});

/** The editor shows the share: title, content, the link as a url source and the photo waiting. */
export async function expectPrefilled(page: Page, shared: Shared): Promise<string> {
  await expect(page).toHaveURL(new RegExp(`/create-memento\\?${SHARE_TARGET.param}=`));
  await expect(page.getByLabel('Title')).toHaveValue(shared.title);
  await expect(page.locator('#entry-content')).toHaveValue(shared.text);
  await expect(page.getByLabel('Source kind')).toHaveValue('url');
  await expect(page.locator('#entry-source')).toHaveValue(shared.url);
  const waiting = page.getByRole('list', { name: 'Uploads' }).getByRole('listitem');
  await expect(waiting).toContainText(shared.photo.name);
  await expect(waiting).toContainText('Uploads when you save');
  return page.url();
}

/** Saves the entry and checks what the server kept, over the API. */
export async function expectSavedWithPhoto(page: Page, shared: Shared) {
  await page.getByRole('button', { name: 'Create activity' }).click();
  // The entry page opens once the photo is uploaded and its thumbnails are made.
  await expect(page).toHaveURL(/\/entries\/[\w-]+$/, { timeout: 30_000 });
  await expect(
    page.getByRole('list', { name: 'Attachments' }).getByRole('img', { name: shared.photo.name }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: shared.url })).toBeVisible();
  const id = new URL(page.url()).pathname.split('/').at(-1);
  const entry = await (await page.request.get(`/api/v1/entries/${id}`)).json();
  expect(entry).toMatchObject({
    title: shared.title,
    content: shared.text,
    source: { source_type: 'url', reference_text: shared.url },
  });
  expect(entry.attachments.map((a: { kind: string }) => a.kind)).toEqual(['image']);
}
