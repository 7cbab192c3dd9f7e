import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OFFLINE_NOTE } from '../../../shared/schemas/digests.ts';
import { buildUser, type TestUser } from '../../test/factories.ts';
import { sentEvents, textsSeen } from '../../test/server-sent-events.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type FakeChatServer, fakeModelConfig, startFakeChatServer } from '../ai/openai/fake-chat-server.ts';

let fake: FakeChatServer;
let app: TestApp;
let user: TestUser;
let harbourId: string;
let hiddenId: string;
const content = 'Lunch with Ana by the harbour. “Never stop sailing,” she told me. I felt calm and grateful.';

beforeAll(async () => {
  fake = await startFakeChatServer();
  app = await createTestApp(fakeModelConfig(fake));
  user = await buildUser(app);
  const recent = new Date(Date.now() - 86_400_000).toISOString();
  const harbour = await user.client.post('/api/v1/entries', {
    title: 'Harbour',
    type: 'memory',
    content,
    occurred_at: recent,
  });
  harbourId = harbour.body.id;
  const hidden = await user.client.post('/api/v1/entries', {
    title: 'Hidden',
    type: 'memory',
    content: 'Quokkaquartz is my private word.',
    is_private: true,
    occurred_at: recent,
  });
  hiddenId = hidden.body.id;
});
afterAll(async () => {
  await app.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

// The model cites the harbour entry, an id it made up and the private entry's id (which it never saw).
const validDigest = () => ({
  claims: [
    {
      text: 'You wrote one entry this week, about lunch with Ana.',
      entry_ids: [harbourId, 'made-up', hiddenId],
    },
    { text: 'What would you like to keep from it?', entry_ids: [] },
  ],
  emotion_trends: { joy: 0.5, Trust: 0.25, Neutral: 0.25, Boredom: 0.5 },
  quote_highlights: ['Never stop sailing', 'An invented line that is in no entry'],
});
const validContent =
  'You wrote one entry this week, about lunch with Ana.\n\nWhat would you like to keep from it?';

describe('digests with an OpenAI-compatible endpoint', () => {
  it('uses the model’s JSON, keeps only exact quotes and known emotions, and sends no private entry', async () => {
    fake.reply({ json: validDigest() });
    const res = await user.client.post('/api/v1/digests/generate', { title: 'Week', range: 'week' });
    expect(res.status).toBe(201);
    expect(res.body.content).toBe(validContent);
    expect(res.body.engine).toBe('openai');
    // Only ids of entries the model was given stay cited.
    expect(res.body.claims[0].entry_ids).toEqual([harbourId]);
    expect(res.body.cited_entries).toEqual([
      { id: harbourId, title: 'Harbour', occurred_at: expect.any(String) },
    ]);
    expect(res.body.quote_highlights).toEqual(['Never stop sailing']);
    expect(res.body.emotion_trends).toEqual({ Joy: 0.5, Trust: 0.25, Neutral: 0.25 });
    expect(res.body.note).toBeNull();

    expect(fake.requests).toHaveLength(1);
    const sent = JSON.stringify(fake.requests[0]?.body);
    expect(sent).toContain('Never stop sailing');
    expect(sent).not.toContain('Quokkaquartz');
    expect(fake.requests[0]?.requestId).toBe(res.headers.get('x-request-id'));
  });

  it('retries once after an invalid answer and uses the valid second one', async () => {
    fake.reply({ text: 'Sure! Here is your digest: it was a lovely week.' }, { json: validDigest() });
    const res = await user.client.post('/api/v1/digests/generate', { title: 'Retry', range: 'week' });
    expect(res.status).toBe(201);
    expect(res.body.content).toBe(validContent);
    expect(fake.requests).toHaveLength(2);
    const retry = fake.requests[1]?.body.messages.at(-1);
    expect(retry?.role).toBe('user');
    expect(retry?.content).toMatch(/not valid/);
  });

  it('falls back to the local engine, with the card note, after two invalid answers', async () => {
    fake.reply({ json: { content: '' } }, { json: { summary: 'wrong shape' } });
    const res = await user.client.post('/api/v1/digests/generate', { title: 'Invalid', range: 'week' });
    expect(res.status).toBe(201);
    expect(fake.requests).toHaveLength(2);
    expect(res.body.note).toBe(OFFLINE_NOTE);
    expect(res.body.engine).toBe('local');
    expect(res.body.content).toContain('1 entry');
  });

  it('falls back to the local engine with the note when the service times out', async () => {
    fake.reply({ hang: true });
    const res = await user.client.post('/api/v1/digests/generate', { title: 'Timeout', range: 'week' });
    expect(res.status).toBe(201);
    expect(res.body.note).toBe(OFFLINE_NOTE);
    expect(res.body.quote_highlights).toContain('Never stop sailing');
    expect(JSON.stringify(res.body)).not.toContain('Quokkaquartz');
    const listed = await user.client.get('/api/v1/digests');
    expect(listed.body.items[0].note).toBe(OFFLINE_NOTE);
  });

  it('falls back when the service answers an error', async () => {
    fake.reply({ status: 500 });
    const res = await user.client.post('/api/v1/digests/generate', { title: 'Error', range: 'week' });
    expect(res.status).toBe(201);
    expect(res.body.note).toBe(OFFLINE_NOTE);
  });

  it('streams the digest’s text as the model writes it, then saves the validated digest', async () => {
    fake.reply({ json: validDigest(), chunk: 12 });
    const res = await user.client.post('/api/v1/digests/generate/stream', {
      title: 'Streamed',
      range: 'week',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(fake.requests[0]?.body.stream).toBe(true);
    const events = sentEvents(res.body);
    const seen = textsSeen(events);
    // Several growing pieces of the claims' text, never the JSON around them.
    expect(seen.length).toBeGreaterThan(3);
    expect(seen[0]?.length).toBeLessThan(validContent.length);
    expect(seen.at(-1)).toBe(validContent);
    for (const text of seen) expect(text).not.toMatch(/[{}"]|entry_ids/);
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    const digest = done?.data as { id: string; content: string; claims: { entry_ids: string[] }[] };
    expect(digest.content).toBe(validContent);
    // The stored result is still the checked one: no made-up or private ids.
    expect(digest.claims[0]?.entry_ids).toEqual([harbourId]);
    expect((await user.client.get(`/api/v1/digests/${digest.id}`)).body.content).toBe(validContent);
  });

  it('sends the whole text at once when the endpoint does not stream', async () => {
    fake.reply({ json: validDigest(), stream: false });
    const res = await user.client.post('/api/v1/digests/generate/stream', { title: 'Whole', range: 'week' });
    const events = sentEvents(res.body);
    expect(textsSeen(events)).toEqual([validContent]);
    expect(events.at(-1)?.event).toBe('done');
    expect(events.at(-1)?.data).toMatchObject({ engine: 'openai' });
  });

  it('streams the local engine’s digest when the model fails, and says so', async () => {
    fake.reply({ status: 500 });
    const res = await user.client.post('/api/v1/digests/generate/stream', { title: 'Failed', range: 'week' });
    const done = sentEvents(res.body).at(-1);
    expect(done?.event).toBe('done');
    expect(done?.data).toMatchObject({ engine: 'local', note: OFFLINE_NOTE });
  });

  it('summarises and suggests emotions through the model', async () => {
    const entries = (await user.client.get('/api/v1/entries')).body.items as {
      id: string;
      is_private: boolean;
    }[];
    const visible = entries.find((e) => !e.is_private);
    const hidden = entries.find((e) => e.is_private);
    // A short entry is said to be short, without asking the model.
    const short = await user.client.post(`/api/v1/entries/${visible?.id}/summary`);
    expect(short.body.summary).toBe('This entry is short enough to read as it is.');
    expect(fake.requests).toHaveLength(0);
    const long = await user.client.post('/api/v1/entries', {
      title: 'Harbour, again',
      type: 'memory',
      content: `${content} `.repeat(5),
    });
    fake.reply({ json: { summary: 'You had lunch with Ana by the harbour.' } });
    const summary = await user.client.post(`/api/v1/entries/${long.body.id}/summary`);
    expect(summary.status).toBe(200);
    expect(summary.body).toMatchObject({ summary: 'You had lunch with Ana by the harbour.', offline: false });
    expect(fake.requests).toHaveLength(1);
    await user.client.request('DELETE', `/api/v1/entries/${long.body.id}`);

    fake.reply({ json: { emotions: { Joy: 0.6, Fear: 0.2 } } });
    const emotions = await user.client.post('/api/v1/ai/emotions', { text: 'What a day' });
    expect(emotions.body.emotions).toEqual({ Joy: 0.75, Fear: 0.25 });
    expect(emotions.body.suggestions).toEqual(['Joy', 'Fear']);

    const before = fake.requests.length;
    expect((await user.client.post(`/api/v1/entries/${hidden?.id}/summary`)).status).toBe(403);
    expect(fake.requests.length).toBe(before);
  });

  it('transcribes recorded audio through the endpoint', async () => {
    expect((await user.client.get('/api/v1/ai/settings')).body.can_transcribe).toBe(true);
    const res = await user.client.request('POST', '/api/v1/ai/transcribe', 'RIFF....WAVE', {
      'content-type': 'audio/wav',
    });
    expect(res.status).toBe(200);
    expect(res.body.text).toBe('heard dictation.wav');
    expect(Buffer.from(fake.transcriptions.at(-1)?.bytes ?? []).toString()).toBe('RIFF....WAVE');
    const wrongType = await user.client.request('POST', '/api/v1/ai/transcribe', 'x', {
      'content-type': 'text/plain',
    });
    expect(wrongType.status).toBe(415);
  });
});
