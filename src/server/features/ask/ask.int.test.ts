import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client.ts';
import { buildUser } from '../../test/factories.ts';
import { seedJournalOverHttp } from '../../test/seed-journal-over-http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type FakeChatServer, fakeModelConfig, startFakeChatServer } from '../ai/openai/fake-chat-server.ts';

interface Answer {
  answer: string;
  citations: { id: string; title: string; quote: string | null }[];
  engine: string;
  offline: boolean;
}

const askIt = async (client: ApiClient, question: string) => {
  const res = await client.post('/api/v1/ask', { question });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Answer;
};

describe('ask your memories, offline', () => {
  let app: TestApp;
  let client: ApiClient;
  let ids: Map<string, string>;
  const id = (key: string) => ids.get(key) as string;
  beforeAll(async () => {
    app = await createTestApp();
    ({ client } = await buildUser(app));
    ids = await seedJournalOverHttp(client);
  });
  afterAll(() => app.close());

  it('"When did I last see Jordan?" answers with the newest entry about Jordan', async () => {
    const reply = await askIt(client, 'When did I last see Jordan?');
    expect(reply.citations.map((c) => c.id)).toEqual([id('jordan-dinner')]);
    expect(reply.answer).toMatch(/^You last wrote about Jordan on .*“Dinner with Jordan”/);
    expect(reply.engine).toBe('local');
  });

  it('"What did Grandma tell me about Naples?" quotes what she told', async () => {
    const reply = await askIt(client, 'What did Grandma tell me about Naples?');
    expect(reply.citations[0]?.id).toBe(id('grandma-naples'));
    expect(reply.citations[0]?.quote).toBe(
      'She told me about Naples after the war: she sold lemons at the harbour with her brother and sang to the sailors.',
    );
    expect(reply.answer).toContain('sold lemons at the harbour');
    expect(reply.citations.map((c) => c.id)).toContain(id('grandma-plan'));
  });

  it('"How was I feeling in March?" reads the entries of March, and only those', async () => {
    const reply = await askIt(client, 'How was I feeling in March?');
    expect(new Set(reply.citations.map((c) => c.id))).toEqual(
      new Set([id('march-work'), id('march-walk'), id('march-lonely')]),
    );
    expect(reply.answer).toMatch(/^In March \d{4} you wrote 3 entries, mostly with (Sadness|Fear)/);
  });

  it('never finds a private entry, and says so when the journal holds no answer', async () => {
    const reply = await askIt(client, 'What did I say about Zephyrine?');
    expect(reply.citations).toEqual([]);
    expect(reply.answer).toBe('I could not find anything about that in your journal.');
    const maya = await askIt(client, 'When did I last see Maya?');
    expect(maya.citations.map((c) => c.id)).toEqual([id('maya-call')]);
    expect(JSON.stringify(maya)).not.toMatch(/therapy|zephyrine/i);
  });

  it('refuses a blank question', async () => {
    const res = await client.post('/api/v1/ask', { question: '   ' });
    expect(res.status).toBe(400);
  });
});

describe('ask your memories with a configured model', () => {
  let fake: FakeChatServer;
  let app: TestApp;
  let client: ApiClient;
  let ids: Map<string, string>;
  beforeAll(async () => {
    fake = await startFakeChatServer();
    app = await createTestApp(fakeModelConfig(fake));
    ({ client } = await buildUser(app));
    ids = await seedJournalOverHttp(client);
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
    const reply = await askIt(client, 'When did I last see Jordan?');
    expect(reply.engine).toBe('openai');
    expect(reply.answer).toBe('You last saw Jordan at dinner by the harbour.');
    expect(reply.citations.map((c) => c.id)).toEqual([dinner]);
    const sent = JSON.stringify(fake.requests.at(-1)?.body);
    expect(sent).toContain(`Id: ${dinner}`);
    expect(sent).not.toContain(privateId);
    expect(sent).not.toMatch(/Zephyrine|Therapy/);
  });

  it('answers offline, and says so, when the model fails', async () => {
    fake.reply({ status: 500 });
    const reply = await askIt(client, 'When did I last see Jordan?');
    expect(reply.offline).toBe(true);
    expect(reply.engine).toBe('local');
    expect(reply.citations.map((c) => c.id)).toEqual([ids.get('jordan-dinner')]);
  });
});
