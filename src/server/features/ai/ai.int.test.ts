import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client.ts';
import { buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const content =
  'We drove to the coast early on Saturday. Maya ran straight into the freezing waves and came out laughing. “Best day of the year,” she said. We drove home tired and happy.';

async function signedUp() {
  const user = await buildUser(app);
  expect((await user.client.post('/api/v1/profile/sync')).status).toBe(200);
  return user;
}

const entry = async (client: ApiClient, fields: Record<string, unknown> = {}) =>
  (await client.post('/api/v1/entries', { title: 'Coast', type: 'memory', content, ...fields })).body
    .id as string;

describe('AI routes with the local engine', () => {
  it('summarises a long entry in one sentence naming its person and place, and stores it', async () => {
    const { client } = await signedUp();
    const maya = (await client.post('/api/v1/connections', { name: 'Maya', type: 'person' })).body.id;
    const lisbon = (await client.post('/api/v1/locations', { label: 'Lisbon' })).body.id;
    const long = `${content} We found a tiny cafe by the harbour that served the best fish soup I have had in years, and the owner told us the boats still go out every morning before dawn. Maya wants to come back in the spring with her new camera and photograph the harbour, the boats and the old lighthouse on the cliff. I said yes before she finished the sentence.`;
    const id = await entry(client, { content: long, connection_ids: [maya], location_id: lisbon });
    const res = await client.post(`/api/v1/entries/${id}/summary`);
    expect(res.status).toBe(200);
    expect(res.body.offline).toBe(false);
    expect(res.body.summary).toMatch(/^With Maya in Lisbon: [^.]+\.$/);
    expect(long).not.toContain(res.body.summary.slice(0, 30));
    expect((await client.get(`/api/v1/entries/${id}`)).body.summary).toBe(res.body.summary);
  });

  it('says a short entry is short enough to read instead of repeating it', async () => {
    const { client } = await signedUp();
    const id = await entry(client);
    const res = await client.post(`/api/v1/entries/${id}/summary`);
    expect(res.status).toBe(200);
    expect(res.body.summary).toBe('This entry is short enough to read as it is.');
    expect((await client.get(`/api/v1/entries/${id}`)).body.summary).toBe(res.body.summary);
  });

  it('refuses private entries, empty entries and other users’ entries', async () => {
    const { client } = await signedUp();
    const other = await signedUp();
    const privateId = await entry(client, { is_private: true });
    expect((await client.post(`/api/v1/entries/${privateId}/summary`)).status).toBe(403);
    const emptyId = await entry(client, { content: '' });
    expect((await client.post(`/api/v1/entries/${emptyId}/summary`)).status).toBe(400);
    const mine = await entry(client);
    expect((await other.client.post(`/api/v1/entries/${mine}/summary`)).status).toBe(404);
  });

  it('suggests emotion tags for a draft', async () => {
    const { client } = await signedUp();
    const res = await client.post('/api/v1/ai/emotions', {
      text: 'We laughed all evening and I am so happy!',
    });
    expect(res.status).toBe(200);
    expect(res.body.suggestions[0]).toBe('Joy');
    const neutral = await client.post('/api/v1/ai/emotions', { text: 'Bought milk.' });
    expect(neutral.body).toEqual({ emotions: { Neutral: 1 }, suggestions: ['Neutral'] });
    expect((await client.post('/api/v1/ai/emotions', { text: 'x'.repeat(20_001) })).status).toBe(400);
  });

  it('has no transcription without a configured endpoint', async () => {
    const { client } = await signedUp();
    expect((await client.get('/api/v1/ai/settings')).body).toEqual({
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
    const { client } = await signedUp();
    const id = await entry(client, { occurred_at: new Date(Date.now() - 3_600_000).toISOString() });
    const off = await client.request('PUT', '/api/v1/ai/settings', { ai_enabled: false });
    expect(off.status).toBe(200);
    expect(off.body.ai_enabled).toBe(false);
    expect((await client.get('/api/v1/ai/settings')).body.ai_enabled).toBe(false);

    expect((await client.post(`/api/v1/entries/${id}/summary`)).status).toBe(403);
    const suggestion = await client.post('/api/v1/ai/emotions', { text: 'So happy' });
    expect(suggestion.status).toBe(403);
    expect(suggestion.body.error.message).toBe('AI features are turned off in Settings');

    const digest = (await client.post('/api/v1/digests/generate', { title: 'Off', range: 'week' })).body;
    expect(digest.content).toContain('1 entry');
    expect(digest.quote_highlights).toEqual([]);
    expect(digest.emotion_trends).toEqual({});
    expect(digest.content).not.toMatch(/Best day|waves|Words that kept coming back/);

    await client.request('PUT', '/api/v1/ai/settings', { ai_enabled: true });
    expect((await client.post(`/api/v1/entries/${id}/summary`)).status).toBe(200);
  });

  it('is kept per user and refuses bad input', async () => {
    const a = await signedUp();
    const b = await signedUp();
    await a.client.request('PUT', '/api/v1/ai/settings', { ai_enabled: false });
    expect((await b.client.get('/api/v1/ai/settings')).body.ai_enabled).toBe(true);
    expect((await a.client.request('PUT', '/api/v1/ai/settings', { ai_enabled: 'no' })).status).toBe(400);
  });
});
