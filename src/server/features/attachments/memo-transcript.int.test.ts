import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageOf, wav } from '../../test/attachment-fixtures.ts';
import { buildAttachment, buildUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectStatus } from '../../test/typed-api.ts';
import { type FakeChatServer, startFakeChatServer } from '../ai/openai/fake-chat-server.ts';
import { newEntry } from './store-contract.ts';

let fake: FakeChatServer;
let app: TestApp;
beforeAll(async () => {
  fake = await startFakeChatServer();
  app = await createTestApp({ AI_PROVIDER: 'openai', AI_BASE_URL: fake.url, AI_API_KEY: 'sk-test' });
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

const one = (id: string) => ({ params: { path: { id } } });

/** A new user with an entry and a voice memo (a WAV of 300 ms) uploaded to it as the browser does. */
async function userWithMemo() {
  const user = await buildUser(app);
  const entryId = await newEntry(user);
  const bytes = wav(300);
  const memo = await buildAttachment(user, entryId, bytes, { type: 'audio/wav', name: 'memo.wav' });
  return { user, entryId, bytes, memo };
}

const transcribe = (user: TestUser, attachmentId: string) =>
  user.api.POST('/api/v1/attachments/{id}/transcript', one(attachmentId));
const setPrivate = (user: TestUser, entryId: string, is_private: boolean) =>
  expectStatus(user.api.PATCH('/api/v1/entries/{id}', { ...one(entryId), body: { is_private } }), 200);

describe('voice memo transcripts', () => {
  it('transcribes a memo through the configured endpoint, never a private entry’s or with AI off', async () => {
    const { user, entryId, bytes, memo } = await userWithMemo();
    expect((await expectStatus(transcribe(user, memo.id), 200)).text).toBe('heard memo.wav');
    // The endpoint got the memo's own bytes as a multipart upload, with the configured model.
    const sent = fake.transcriptions.at(-1);
    expect(sent).toMatchObject({ model: 'whisper-1', fileName: 'memo.wav', type: 'audio/wav' });
    expect(Buffer.from(sent?.bytes ?? [])).toEqual(Buffer.from(bytes));
    // The entry's content is untouched: the editor offers the text, the user inserts it.
    expect((await user.api.GET('/api/v1/entries/{id}', one(entryId))).data?.content).toBe('');

    const photo = await buildAttachment(user, entryId, await imageOf('png'));
    expect((await transcribe(user, photo.id)).response.status).toBe(400);

    await setPrivate(user, entryId, true);
    const refused = await transcribe(user, memo.id);
    expect(refused.response.status).toBe(403);
    expect(refused.error?.error.message).toBe('Private entries are never sent to the transcription service');

    await setPrivate(user, entryId, false);
    await expectStatus(user.api.PUT('/api/v1/ai/settings', { body: { ai_enabled: false } }), 200);
    expect((await transcribe(user, memo.id)).response.status).toBe(403);

    const other = await buildUser(app);
    expect((await transcribe(other, memo.id)).response.status).toBe(404);
  });
});

describe('voice memo playback', () => {
  it('answers byte ranges, so a player can seek; a range past the end is 416', async () => {
    const { user, bytes, memo } = await userWithMemo();
    const url = `${app.baseUrl}${memo.original_url}`;
    const cookie = user.client.cookieHeader();

    const whole = await fetch(url, { headers: { cookie } });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const size = Number(whole.headers.get('content-length'));
    expect(size).toBe(bytes.byteLength);

    const head = await fetch(url, { headers: { cookie, range: 'bytes=0-99' } });
    expect(head.status).toBe(206);
    expect(head.headers.get('content-range')).toBe(`bytes 0-99/${size}`);
    expect(Buffer.from(await head.arrayBuffer())).toEqual(Buffer.from(bytes.subarray(0, 100)));

    const tail = await fetch(url, { headers: { cookie, range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(Buffer.from(bytes.subarray(size - 10)));

    const past = await fetch(url, { headers: { cookie, range: `bytes=${size + 5}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${size}`);

    // A range of another version of the file gets the whole current one.
    const stale = await fetch(url, { headers: { cookie, range: 'bytes=0-9', 'if-range': '"old"' } });
    expect(stale.status).toBe(200);
  });
});
