import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small stand-in for the parts of Stripe's HTTP API that billing uses (Checkout Sessions create
 * and retrieve, billing portal sessions), plus the browser pages Stripe would host, and webhook
 * events signed with Stripe's real scheme. Tests only: the app's `stripe` SDK talks to it through
 * STRIPE_API_BASE exactly as it would talk to api.stripe.com.
 */

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  client_reference_id: string | null;
  customer: string | null;
  customer_email: string | null;
  subscription: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string | null;
  line_items_price: string | null;
}

export interface RecordedRequest {
  method: string;
  path: string;
  params: Record<string, unknown>;
}

export interface FakeStripe {
  /** Base URL for STRIPE_API_BASE. */
  url: string;
  /** The STRIPE_* variables that point an app at this fake. */
  env: {
    STRIPE_SECRET_KEY: string;
    STRIPE_PRICE_ID: string;
    STRIPE_WEBHOOK_SECRET: string;
    STRIPE_API_BASE: string;
  };
  sessions: Map<string, FakeSession>;
  /** Every API call the app made, oldest first. */
  requests: RecordedRequest[];
  /** Makes a session directly, as if some other client had started Checkout. */
  createSession(fields: Partial<FakeSession>): FakeSession;
  /** What Stripe does when the buyer pays: the session completes with a customer and a subscription. */
  completeSession(id: string, options?: { paid?: boolean }): FakeSession;
  /** A webhook delivery: the JSON body and its Stripe-Signature header (secret defaults to the real one). */
  signedEvent(type: string, object: object, options?: { id?: string; secret?: string }): SignedEvent;
  close(): Promise<void>;
}

export interface SignedEvent {
  id: string;
  body: string;
  signature: string;
}

export interface FakeStripeOptions {
  port?: number;
  /** Fixed keys, for an app started in another process; random ones otherwise. */
  keys?: { secretKey: string; webhookSecret: string; priceId: string };
  /** When set, paying on the fake Checkout page also delivers checkout.session.completed here. */
  webhookUrl?: string;
}

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Stripe's signature: HMAC-SHA256, keyed with the endpoint secret, over `${timestamp}.${body}`. */
export function stripeSignature(body: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/** Stripe's form encoding (`a[b][0][c]=x`) back into nested objects; arrays stay keyed by index. */
export function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/[[\]]+/).filter(Boolean);
    let node = out;
    for (const [i, part] of path.entries()) {
      if (i === path.length - 1) {
        node[part] = value;
      } else {
        node[part] ??= {};
        node = node[part] as Record<string, unknown>;
      }
    }
  }
  return out;
}

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const env = {
    STRIPE_SECRET_KEY: options.keys?.secretKey ?? `sk_test_${randomBytes(8).toString('hex')}`,
    STRIPE_PRICE_ID: options.keys?.priceId ?? 'price_memento_pro_monthly',
    STRIPE_WEBHOOK_SECRET: options.keys?.webhookSecret ?? `whsec_${randomBytes(16).toString('hex')}`,
    STRIPE_API_BASE: '',
  };
  const sessions = new Map<string, FakeSession>();
  const requests: RecordedRequest[] = [];
  let base = '';

  const createSession = (fields: Partial<FakeSession>): FakeSession => {
    const id = fields.id ?? randomId('cs_test');
    const session: FakeSession = {
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      client_reference_id: null,
      customer: null,
      customer_email: null,
      subscription: null,
      metadata: {},
      success_url: `${base}/success`,
      cancel_url: `${base}/cancel`,
      line_items_price: null,
      ...fields,
      id,
      url: `${base}/checkout/${id}`,
    };
    sessions.set(id, session);
    return session;
  };

  const completeSession = (id: string, { paid = true } = {}): FakeSession => {
    const session = sessions.get(id);
    if (!session) throw new Error(`no fake session ${id}`);
    Object.assign(session, {
      status: 'complete',
      payment_status: paid ? 'paid' : 'unpaid',
      customer: session.customer ?? randomId('cus'),
      subscription: session.subscription ?? randomId('sub'),
      url: null,
    });
    return session;
  };

  const signedEvent = (type: string, object: object, opts: { id?: string; secret?: string } = {}) => {
    const id = opts.id ?? randomId('evt');
    const event = {
      id,
      object: 'event',
      api_version: '2026-01-28.clover',
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    };
    // Stripe sends indented JSON: a verifier that re-serialises the body would fail on it.
    const body = JSON.stringify(event, null, 2);
    return { id, body, signature: stripeSignature(body, opts.secret ?? env.STRIPE_WEBHOOK_SECRET) };
  };

  const api = (method: string, path: string, params: Record<string, unknown>): [number, unknown] => {
    requests.push({ method, path, params });
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const metadata = (params.metadata ?? {}) as Record<string, string>;
      const items = params.line_items as Record<string, { price?: string }> | undefined;
      return [
        200,
        createSession({
          mode: String(params.mode),
          client_reference_id: (params.client_reference_id as string) ?? null,
          customer: (params.customer as string) ?? null,
          customer_email: (params.customer_email as string) ?? null,
          metadata,
          success_url: String(params.success_url),
          cancel_url: String(params.cancel_url),
          line_items_price: items?.['0']?.price ?? null,
        }),
      ];
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && retrieve) {
      const session = sessions.get(decodeURIComponent(retrieve[1] as string));
      return session ? [200, session] : missing('checkout.session', retrieve[1] as string);
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const id = randomId('bps');
      const customer = String(params.customer);
      return [
        200,
        {
          id,
          object: 'billing_portal.session',
          customer,
          return_url: params.return_url,
          url: `${base}/portal/${id}`,
        },
      ];
    }
    return missing('route', `${method} ${path}`);
  };

  const server = createServer((req, res) => {
    void handle(req, res).catch((err) =>
      send(res, 500, { error: { type: 'api_error', message: String(err) } }),
    );
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', base);
    const body = await readBody(req);
    if (url.pathname.startsWith('/v1/')) {
      if (req.headers.authorization !== `Bearer ${env.STRIPE_SECRET_KEY}`)
        return send(res, 401, {
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
        });
      const [status, json] = api(req.method ?? 'GET', url.pathname, parseForm(body));
      return send(res, status, json);
    }
    return hostedPage(req.method ?? 'GET', url.pathname, res);
  }

  /** The pages Stripe hosts for the browser: Checkout (with a Pay button) and the portal. */
  async function hostedPage(method: string, path: string, res: ServerResponse) {
    if (path === '/health') return send(res, 200, { ok: true });
    const checkout = /^\/checkout\/([^/]+)(\/pay)?$/.exec(path);
    const session = checkout && sessions.get(checkout[1] as string);
    if (session && method === 'POST' && checkout?.[2]) {
      completeSession(session.id);
      // Best effort, as with Stripe: the buyer is sent back whether or not the webhook got through.
      if (options.webhookUrl)
        await deliver(options.webhookUrl, signedEvent('checkout.session.completed', session)).catch(() => {});
      const next = session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id);
      res.writeHead(303, { location: next }).end();
      return;
    }
    if (session && method === 'GET')
      return html(
        res,
        `<h1>Fake Stripe Checkout</h1><p>Memento Pro, ${session.line_items_price}</p>
         <form method="post" action="/checkout/${session.id}/pay"><button type="submit">Pay</button></form>
         <a href="${session.cancel_url}">Cancel</a>`,
      );
    if (/^\/portal\/[^/]+$/.test(path) && method === 'GET') return html(res, '<h1>Fake billing portal</h1>');
    return send(res, 404, { error: { message: 'not found' } });
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  env.STRIPE_API_BASE = base;
  return {
    url: base,
    env,
    sessions,
    requests,
    createSession,
    completeSession,
    signedEvent,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Posts a signed event the way Stripe delivers it. */
export async function deliver(url: string, event: SignedEvent): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': event.signature },
    body: event.body,
  });
}

const missing = (what: string, id: string): [number, unknown] => [
  404,
  { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'` } },
];

function send(res: ServerResponse, status: number, json: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
}

function html(res: ServerResponse, body: string) {
  res
    .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    .end(
      `<!doctype html><html lang="en"><head><title>Stripe (test)</title></head><body>${body}</body></html>`,
    );
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
