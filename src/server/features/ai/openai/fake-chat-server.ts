import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Streaming, for a reply with text: a request with `stream: true` gets server-sent events
 * (`data: {chunk}` then `data: [DONE]`) in pieces of `chunk` characters, `delayMs` apart, unless
 * `stream` is false (an endpoint that ignores `stream` and answers whole).
 */
export interface FakeStreaming {
  stream?: boolean;
  chunk?: number;
  delayMs?: number;
}

/** How the fake answers one chat-completions request. */
export type FakeReply =
  | ({ json: unknown } & FakeStreaming)
  | ({ text: string } & FakeStreaming)
  | { hang: true }
  | { status: number };

export interface FakeChatServer {
  /** Base URL to use as AI_BASE_URL (ends in /v1). */
  url: string;
  /** Bodies of the chat-completions requests received, oldest first, with their X-Request-Id. */
  requests: {
    body: { messages: { role: string; content: string }[]; stream?: boolean };
    requestId: string | undefined;
  }[];
  /** The audio transcription requests received, oldest first: the form's model and file. */
  transcriptions: { model: string; fileName: string; type: string; bytes: Uint8Array }[];
  /** Queues replies; once the queue is empty every request gets the last one again. */
  reply(...replies: FakeReply[]): void;
  close(): Promise<void>;
}

const completion = (content: string) => ({
  id: 'chatcmpl-test',
  object: 'chat.completion',
  created: 0,
  model: 'fake-model',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
});

const chunkOf = (content: string | null, finish: string | null, role = false) => ({
  id: 'chatcmpl-test',
  object: 'chat.completion.chunk',
  created: 0,
  model: 'fake-model',
  choices: [
    {
      index: 0,
      delta: { ...(role ? { role: 'assistant' } : {}), ...(content === null ? {} : { content }) },
      finish_reason: finish,
    },
  ],
});

/** Sends the answer the way the chat-completions protocol streams it: one SSE event per piece, then [DONE]. */
async function streamCompletion(res: ServerResponse, content: string, options: FakeStreaming) {
  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    'x-request-id': 'upstream-req-1',
  });
  const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
  send(chunkOf('', null, true));
  const size = options.chunk ?? 8;
  for (let at = 0; at < content.length; at += size) {
    if (res.destroyed) return;
    send(chunkOf(content.slice(at, at + size), null));
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
  }
  send(chunkOf(null, 'stop'));
  res.end('data: [DONE]\n\n');
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const invalid = (res: ServerResponse, message: string) => {
  res.writeHead(400, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { message, type: 'invalid_request_error', param: null, code: null } }));
};

/**
 * POST /v1/audio/transcriptions as OpenAI defines it: a multipart form with `file` (the audio) and
 * `model`, optional `response_format` (`json` by default, or `text`); a form without them is a 400
 * in OpenAI's error shape. The form is parsed by the platform's own multipart reader.
 */
async function transcription(
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer,
  heard: FakeChatServer['transcriptions'],
  transcript: FakeTranscript,
) {
  let form: FormData;
  try {
    form = await new Request('http://fake/v1/audio/transcriptions', {
      method: 'POST',
      headers: { 'content-type': req.headers['content-type'] ?? '' },
      body: new Uint8Array(body),
    }).formData();
  } catch {
    return invalid(res, 'The request must be multipart/form-data.');
  }
  const file = form.get('file');
  const model = form.get('model');
  if (!(file instanceof File) || file.size === 0) return invalid(res, "Missing or empty 'file'.");
  if (typeof model !== 'string' || !model) return invalid(res, "Missing 'model'.");
  const request = {
    model,
    fileName: file.name,
    type: file.type,
    bytes: new Uint8Array(await file.arrayBuffer()),
  };
  heard.push(request);
  const text = transcript(request);
  if (form.get('response_format') === 'text') {
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
    return res.end(text);
  }
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ text }));
}

/** Writes a reply from the request itself, for when no test queues one (a browser test's server). */
export type FakeScript = (body: FakeChatServer['requests'][number]['body']) => FakeReply;

/** What the fake "hears" in an audio file; by default it names the file it was sent. */
export type FakeTranscript = (audio: FakeChatServer['transcriptions'][number]) => string;

/** A small HTTP server that speaks the chat-completions (and transcriptions) protocol, for testing the OpenAI-compatible engine. */
export async function startFakeChatServer(
  script?: FakeScript,
  transcript: FakeTranscript = (audio) => `heard ${audio.fileName}`,
): Promise<FakeChatServer> {
  const queue: FakeReply[] = [];
  let last: FakeReply = { text: '{}' };
  const requests: FakeChatServer['requests'] = [];
  const transcriptions: FakeChatServer['transcriptions'] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    if (req.method === 'POST' && req.url?.endsWith('/audio/transcriptions'))
      return transcription(req, res, body, transcriptions, transcript);
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404).end();
      return;
    }
    requests.push({
      body: JSON.parse(body.toString('utf8')),
      requestId: req.headers['x-request-id'] as string | undefined,
    });
    const reply =
      queue.shift() ?? script?.(requests.at(-1)?.body as FakeChatServer['requests'][number]['body']) ?? last;
    last = reply;
    if ('hang' in reply) {
      hanging.add(res);
      return;
    }
    if ('status' in reply) {
      res.writeHead(reply.status, { 'content-type': 'application/json', 'x-request-id': 'upstream-req-1' });
      res.end(JSON.stringify({ error: { message: 'failure', type: 'server_error' } }));
      return;
    }
    const content = 'json' in reply ? JSON.stringify(reply.json) : reply.text;
    if (requests.at(-1)?.body.stream && reply.stream !== false) {
      await streamCompletion(res, content, reply);
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json', 'x-request-id': 'upstream-req-1' });
    res.end(JSON.stringify(completion(content)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    transcriptions,
    reply: (...replies) => queue.push(...replies),
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The settings that point a test app at a fake chat server, with a short timeout so fallbacks are quick. */
export const fakeModelConfig = (fake: FakeChatServer) => ({
  AI_PROVIDER: 'openai',
  AI_BASE_URL: fake.url,
  AI_MODEL: 'fake-model',
  AI_TIMEOUT_MS: '1500',
});
