import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageOf, wav } from '../../test/attachment-fixtures.ts';
import { buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type FakeChatServer, startFakeChatServer } from '../ai/openai/fake-chat-server.ts';
import { newEntry, upload } from './store-contract.ts';

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

describe('voice memo transcripts', () => {
  it('transcribes a memo through the configured endpoint, never a private entry’s or with AI off', async () => {
    const user = await buildUser(app);
    const entryId = await newEntry(user);
    const memo = await (await upload(app, user, entryId, wav(300), 'audio/wav', 'memo.wav')).json();
    const heard = await user.client.post(`/api/v1/attachments/${memo.id}/transcript`);
    expect(heard.status).toBe(200);
    expect(heard.body.text).toBe('heard a file');
    // The entry's content is untouched: the editor offers the text, the user inserts it.
    expect((await user.client.get(`/api/v1/entries/${entryId}`)).body.content).toBe('');

    const photo = await (await upload(app, user, entryId, await imageOf('png'))).json();
    expect((await user.client.post(`/api/v1/attachments/${photo.id}/transcript`)).status).toBe(400);

    await user.client.patch(`/api/v1/entries/${entryId}`, { is_private: true });
    const refused = await user.client.post(`/api/v1/attachments/${memo.id}/transcript`);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Private entries are never sent to the transcription service');

    await user.client.patch(`/api/v1/entries/${entryId}`, { is_private: false });
    await user.client.request('PUT', '/api/v1/ai/settings', { ai_enabled: false });
    expect((await user.client.post(`/api/v1/attachments/${memo.id}/transcript`)).status).toBe(403);

    const other = await buildUser(app);
    expect((await other.client.post(`/api/v1/attachments/${memo.id}/transcript`)).status).toBe(404);
  });
});
