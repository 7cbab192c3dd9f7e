import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../../test/factories.ts';
import { seedJournalOverHttp } from '../../test/seed-journal-over-http.ts';
import { sentEvents, textsSeen } from '../../test/server-sent-events.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectStatus } from '../../test/typed-api.ts';
import { type FakeChatServer, fakeModelConfig, startFakeChatServer } from '../ai/openai/fake-chat-server.ts';

const askIt = (user: TestUser, question: string) =>
  expectStatus(user.api.POST('/api/v1/ask', { body: { question } }), 200);
/** The streamed answer: the events as sent, read whole. */
const askStreamed = (user: TestUser, question: string) =>
  user.api.POST('/api/v1/ask/stream', { body: { question }, parseAs: 'text' });

describe('ask your memories, offline', () => {
  let app: TestApp;
  let user: TestUser;
  let ids: Map<string, string>;
  const id = (key: string) => ids.get(key) as string;
  beforeAll(async () => {
    app = await createTestApp();
    user = await buildUser(app);
    // As of a fixed day: the question names March 2026, which then holds the three March entries
    // and no other (a journal seeded as of today puts recent entries in March half the year).
    ids = await seedJournalOverHttp(user.client, new Date('2026-11-23T10:00:00Z'));
  });
  afterAll(() => app.close());

  it('"When did I last see Jordan?" answers with the newest entry about Jordan', async () => {
    const reply = await askIt(user, 'When did I last see Jordan?');
    expect(reply.citations.map((c) => c.id)).toEqual([id('jordan-dinner')]);
    expect(reply.answer).toMatch(/^You last wrote about Jordan on .*“Dinner with Jordan”/);
    expect(reply.engine).toBe('local');
  });

  it('"What did Grandma tell me about Naples?" quotes what she told', async () => {
    const reply = await askIt(user, 'What did Grandma tell me about Naples?');
    expect(reply.citations[0]?.id).toBe(id('grandma-naples'));
    expect(reply.citations[0]?.quote).toBe(
      'She told me about Naples after the war: she sold lemons at the harbour with her brother and sang to the sailors.',
    );
    expect(reply.answer).toContain('sold lemons at the harbour');
    expect(reply.citations.map((c) => c.id)).toContain(id('grandma-plan'));
  });

  it('"How was I feeling in March 2026?" reads the entries of that March, and only those', async () => {
    const reply = await askIt(user, 'How was I feeling in March 2026?');
    expect(new Set(reply.citations.map((c) => c.id))).toEqual(
      new Set([id('march-work'), id('march-walk'), id('march-lonely')]),
    );
    expect(reply.answer).toMatch(/^In March 2026 you wrote 3 entries, mostly with (Sadness|Fear)/);
  });

  it('never finds a private entry, and says so when the journal holds no answer', async () => {
    const reply = await askIt(user, 'What did I say about Zephyrine?');
    expect(reply.citations).toEqual([]);
    expect(reply.answer).toBe('I could not find anything about that in your journal.');
    const maya = await askIt(user, 'When did I last see Maya?');
    expect(maya.citations.map((c) => c.id)).toEqual([id('maya-call')]);
    expect(JSON.stringify(maya)).not.toMatch(/therapy|zephyrine/i);
  });

  it('refuses a blank question', async () => {
    const res = await user.api.POST('/api/v1/ask', { body: { question: '   ' } });
    expect(res.response.status).toBe(400);
    expect((await askStreamed(user, '   ')).response.status).toBe(400);
  });

  it('streamed offline, the answer arrives whole in the done event, the same as /ask', async () => {
    const question = 'When did I last see Jordan?';
    const res = await askStreamed(user, question);
    expect(res.response.headers.get('content-type')).toContain('text/event-stream');
    const events = sentEvents(res.data ?? '');
    expect(events.map((e) => e.event)).toEqual(['done']);
    expect(events[0]?.data).toEqual(await askIt(user, question));
  });
});

describe('ask your memories with a configured model', () => {
  let fake: FakeChatServer;
  let app: TestApp;
  let user: TestUser;
  let ids: Map<string, string>;
  beforeAll(async () => {
    fake = await startFakeChatServer();
    app = await createTestApp(fakeModelConfig(fake));
    user = await buildUser(app);
    ids = await seedJournalOverHttp(user.client);
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  it('sends the model only the entries found, never a private one, and keeps only their ids', async () => {
    const dinner = ids.get('jordan-dinner') as string;
    const privateId = ids.get('private-therapy') as string;
    fake.reply({
      json: {
        answer: 'You last saw Jordan at dinner by the harbour.',
        entry_ids: [dinner, privateId, 'invented-id'],
      },
    });
    const reply = await askIt(user, 'When did I last see Jordan?');
    expect(reply.engine).toBe('openai');
    expect(reply.answer).toBe('You last saw Jordan at dinner by the harbour.');
    expect(reply.citations.map((c) => c.id)).toEqual([dinner]);
    const sent = JSON.stringify(fake.requests.at(-1)?.body);
    expect(sent).toContain(`Id: ${dinner}`);
    expect(sent).not.toContain(privateId);
    expect(sent).not.toMatch(/Zephyrine|Therapy/);
  });

  it('streams the model’s answer as it is written, then cites only the entries found', async () => {
    const dinner = ids.get('jordan-dinner') as string;
    const answer = 'You last saw Jordan at dinner by the harbour, and you wrote that it felt like old times.';
    fake.reply({ json: { answer, entry_ids: [dinner, 'invented-id'] }, chunk: 6 });
    const res = await askStreamed(user, 'When did I last see Jordan?');
    expect(res.response.status).toBe(200);
    const events = sentEvents(res.data ?? '');
    const seen = textsSeen(events);
    expect(seen.length).toBeGreaterThan(5);
    expect(answer.startsWith(seen[0] as string)).toBe(true);
    expect(seen.at(-1)).toBe(answer);
    const done = events.at(-1)?.data as { answer: string; citations: { id: string }[] };
    expect(done.answer).toBe(answer);
    expect(done.citations.map((c) => c.id)).toEqual([dinner]);
  });

  it('refuses a streamed question with 403 while AI is off, before any stream begins', async () => {
    const other = await buildUser(app);
    await expectStatus(other.api.POST('/api/v1/profile/sync'), 200);
    await other.api.PUT('/api/v1/ai/settings', { body: { ai_enabled: false } });
    const res = await other.api.POST('/api/v1/ask/stream', {
      body: { question: 'When did I last see Jordan?' },
    });
    expect(res.response.status).toBe(403);
    expect(res.error?.error.code).toBe('forbidden');
  });

  it('answers offline, and says so, when the model fails', async () => {
    fake.reply({ status: 500 });
    const reply = await askIt(user, 'When did I last see Jordan?');
    expect(reply.offline).toBe(true);
    expect(reply.engine).toBe('local');
    expect(reply.citations.map((c) => c.id)).toEqual([ids.get('jordan-dinner')]);
  });
});
