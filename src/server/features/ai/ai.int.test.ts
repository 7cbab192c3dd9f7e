import { describe, expect, it } from 'vitest';
import {
  buildConnection,
  buildEntry,
  buildLocation,
  buildUser,
  type TestUser,
} from '../../test/factories.ts';
import { suiteApp } from '../../test/suite-app.ts';
import { expectStatus, type TypedApi } from '../../test/typed-api.ts';

const app = suiteApp();

const content =
  'We drove to the coast early on Saturday. Maya ran straight into the freezing waves and came out laughing. “Best day of the year,” she said. We drove home tired and happy.';

async function signedUp() {
  const user = await buildUser(app);
  expect((await user.client.post('/api/v1/profile/sync')).status).toBe(200);
  return user;
}

const entry = async (user: TestUser, fields: Parameters<typeof buildEntry>[1] = {}) =>
  (await buildEntry(user, { title: 'Coast', type: 'memory', content, ...fields })).id;
const one = (id: string) => ({ params: { path: { id } } });
const summarise = (api: TypedApi, id: string) => api.POST('/api/v1/entries/{id}/summary', one(id));
const storedSummary = async (api: TypedApi, id: string) =>
  (await expectStatus(api.GET('/api/v1/entries/{id}', one(id)), 200)).summary;
const aiSettings = (api: TypedApi) => expectStatus(api.GET('/api/v1/ai/settings'), 200);
const setAi = (api: TypedApi, ai_enabled: boolean) =>
  api.PUT('/api/v1/ai/settings', { body: { ai_enabled } });

describe('AI routes with the local engine', () => {
  it('summarises a long entry in one sentence naming its person and place, and stores it', async () => {
    const user = await signedUp();
    const maya = (await buildConnection(user, { name: 'Maya', type: 'person' })).id;
    const lisbon = (await buildLocation(user, { label: 'Lisbon' })).id;
    const long = `${content} We found a tiny cafe by the harbour that served the best fish soup I have had in years, and the owner told us the boats still go out every morning before dawn. Maya wants to come back in the spring with her new camera and photograph the harbour, the boats and the old lighthouse on the cliff. I said yes before she finished the sentence.`;
    const id = await entry(user, { content: long, connection_ids: [maya], location_id: lisbon });
    const res = await expectStatus(summarise(user.api, id), 200);
    expect(res.offline).toBe(false);
    expect(res.summary).toMatch(/^With Maya in Lisbon: [^.]+\.$/);
    expect(long).not.toContain(res.summary.slice(0, 30));
    expect(await storedSummary(user.api, id)).toBe(res.summary);
  });

  it('says a short entry is short enough to read instead of repeating it', async () => {
    const user = await signedUp();
    const id = await entry(user);
    const res = await expectStatus(summarise(user.api, id), 200);
    expect(res.summary).toBe('This entry is short enough to read as it is.');
    expect(await storedSummary(user.api, id)).toBe(res.summary);
  });

  it('refuses private entries, empty entries and other users’ entries', async () => {
    const user = await signedUp();
    const other = await signedUp();
    const privateId = await entry(user, { is_private: true });
    expect((await summarise(user.api, privateId)).response.status).toBe(403);
    const emptyId = await entry(user, { content: '' });
    expect((await summarise(user.api, emptyId)).response.status).toBe(400);
    const mine = await entry(user);
    expect((await summarise(other.api, mine)).response.status).toBe(404);
  });

  it('suggests emotion tags for a draft', async () => {
    const { api } = await signedUp();
    const emotions = (text: string) => api.POST('/api/v1/ai/emotions', { body: { text } });
    const res = await expectStatus(emotions('We laughed all evening and I am so happy!'), 200);
    expect(res.suggestions[0]).toBe('Joy');
    const neutral = await emotions('Bought milk.');
    expect(neutral.data).toEqual({ emotions: { Neutral: 1 }, suggestions: ['Neutral'] });
    expect((await emotions('x'.repeat(20_001))).response.status).toBe(400);
  });

  it('has no transcription without a configured endpoint', async () => {
    const { client, api } = await signedUp();
    expect(await aiSettings(api)).toEqual({
      ai_enabled: true,
      provider: 'local',
      can_transcribe: false,
    });
    const res = await client.request('POST', '/api/v1/ai/transcribe', 'abc', {
      'content-type': 'audio/webm',
    });
    expect(res.status).toBe(404);
  });
});

describe('the AI-off switch', () => {
  it('turns off summaries and suggestions, and digests read no entry text', async () => {
    const user = await signedUp();
    const { api } = user;
    const id = await entry(user, { occurred_at: new Date(Date.now() - 3_600_000).toISOString() });
    const off = await expectStatus(setAi(api, false), 200);
    expect(off.ai_enabled).toBe(false);
    expect((await aiSettings(api)).ai_enabled).toBe(false);

    expect((await summarise(api, id)).response.status).toBe(403);
    const suggestion = await api.POST('/api/v1/ai/emotions', { body: { text: 'So happy' } });
    expect(suggestion.response.status).toBe(403);
    expect(suggestion.error?.error.message).toBe('AI features are turned off in Settings');

    const generated = api.POST('/api/v1/digests/generate', { body: { title: 'Off', range: 'week' } });
    const digest = await expectStatus(generated, 201);
    expect(digest.content).toContain('1 entry');
    expect(digest.quote_highlights).toEqual([]);
    expect(digest.emotion_trends).toEqual({});
    expect(digest.content).not.toMatch(/Best day|waves|Words that kept coming back/);

    await expectStatus(setAi(api, true), 200);
    expect((await summarise(api, id)).response.status).toBe(200);
  });

  it('is kept per user and refuses bad input', async () => {
    const a = await signedUp();
    const b = await signedUp();
    await expectStatus(setAi(a.api, false), 200);
    expect((await aiSettings(b.api)).ai_enabled).toBe(true);
    // Untyped on purpose: the contract takes a boolean.
    expect((await a.client.request('PUT', '/api/v1/ai/settings', { ai_enabled: 'no' })).status).toBe(400);
  });
});
