/** An answer of the untyped client: its body is `unknown` unless the caller names its shape. */
export interface RawAnswer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** A small HTTP client for tests: keeps cookies like a browser and sends our Origin on writes. */
export class ApiClient {
  private cookies = new Map<string, string>();
  bearer: string | undefined;
  /** Each client looks like its own machine behind the test app's trusted proxy (rate limits are per address). */
  readonly ip = `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`;

  constructor(readonly baseUrl: string) {}

  /** Sends one request as this client and keeps the cookies the answer sets. */
  private async send(method: string, url: string, headers: Headers, body?: BodyInit) {
    headers.set('x-forwarded-for', this.ip);
    if (this.cookies.size > 0 && !this.bearer) headers.set('cookie', this.cookieHeader());
    if (this.bearer) headers.set('authorization', `Bearer ${this.bearer}`);
    if (!headers.has('origin') && method !== 'GET') headers.set('origin', this.baseUrl);
    const res = await fetch(url, { method, headers, body, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /max-age=0\b/i.test(a.trim())) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  /** A fetch that sends as this client, for the typed client (typed-api.ts); bodies go byte for byte. */
  fetch = async (request: Request): Promise<Response> =>
    this.send(
      request.method,
      request.url,
      new Headers(request.headers),
      request.body ? await request.arrayBuffer() : undefined,
    );

  /**
   * Sends one request untyped, for what the typed client (typed-api.ts) cannot say: identity
   * routes outside the contract and bodies the contract refuses. The answer's body is `unknown`
   * (parsed JSON, else the text) until the caller narrows it with a helper of raw-answers.ts, or
   * names its shape as `T` where it has no contract to check against (bench scripts).
   */
  async request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<RawAnswer<T>> {
    const h = new Headers(headers);
    let payload: string | undefined;
    if (body !== undefined) {
      payload = typeof body === 'string' ? body : JSON.stringify(body);
      if (!h.has('content-type')) h.set('content-type', 'application/json');
    }
    const res = await this.send(method, `${this.baseUrl}${path}`, h, payload);
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: res.status, headers: res.headers, body: json as T };
  }

  get = <T = unknown>(path: string, headers?: Record<string, string>) =>
    this.request<T>('GET', path, undefined, headers);
  post = <T = unknown>(path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request<T>('POST', path, body, headers);
  patch = <T = unknown>(path: string, body?: unknown) => this.request<T>('PATCH', path, body);
  delete = <T = unknown>(path: string) => this.request<T>('DELETE', path);

  /** The Cookie header this client sends, for tools that make their own requests. */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  hasSession(): boolean {
    return [...this.cookies.keys()].some((k) => k.endsWith('session_token'));
  }
}
