import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The store is module state: each test loads a fresh copy, with a fetch that answers as told.
let answers: (() => Response | Promise<Response>)[];
const load = () => import('./session.ts');
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const signedIn = { session: { id: 's1' }, user: { id: 'u1', email: 'a@b.test', name: 'Ada' } };

beforeEach(() => {
  vi.resetModules();
  answers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      const next = answers.shift();
      if (!next) throw new Error('no answer left');
      return next();
    }),
  );
  const events = { addEventListener: () => {} };
  vi.stubGlobal('document', { ...events, visibilityState: 'visible' });
  vi.stubGlobal('window', events);
  vi.stubGlobal('navigator', { onLine: true });
});
afterEach(() => vi.unstubAllGlobals());

describe('the session store reads as Better Auth’s client did', () => {
  it('keeps the same object for the same answer, and forgets the user on 401', async () => {
    const session = await load();
    expect(session.sessionState()).toMatchObject({ data: null, isPending: true });
    answers.push(
      () => json(signedIn),
      () => json(signedIn),
      () => json({ message: 'No' }, 401),
    );
    await session.readSession();
    const first = session.sessionState().data;
    expect(first?.user.name).toBe('Ada');
    await session.readSession();
    expect(session.sessionState().data).toBe(first);
    await session.readSession();
    expect(session.sessionState()).toMatchObject({ data: null, error: { status: 401, message: 'No' } });
  });

  it('keeps the user through a server error or no network, with the error to show', async () => {
    const session = await load();
    answers.push(
      () => json(signedIn),
      () => json({ message: 'Too many requests' }, 429),
      () => Promise.reject(new TypeError('Failed to fetch')),
    );
    await session.readSession();
    await session.readSession();
    expect(session.sessionState()).toMatchObject({ error: { status: 429, message: 'Too many requests' } });
    expect(session.sessionState().data?.user.id).toBe('u1');
    await session.readSession();
    expect(session.sessionState()).toMatchObject({ error: { message: 'Failed to fetch' }, isPending: false });
    expect(session.sessionState().data?.user.id).toBe('u1');
  });

  it('reads nobody from a null answer', async () => {
    const session = await load();
    answers.push(() => json(null));
    await session.readSession();
    expect(session.sessionState()).toMatchObject({ data: null, error: null, isPending: false });
  });

  it('runs a page’s first reads once the first read names a user, never for a visitor', async () => {
    const session = await load();
    answers.push(() => json(signedIn));
    const then = vi.fn();
    session.whenSignedIn(then);
    expect(then).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(then).toHaveBeenCalledOnce());
    session.whenSignedIn(then);
    expect(then).toHaveBeenCalledTimes(2);

    vi.resetModules();
    const visitor = await load();
    answers.push(() => json(null));
    const never = vi.fn();
    visitor.whenSignedIn(never);
    await vi.waitFor(() => expect(visitor.sessionState().isPending).toBe(false));
    visitor.whenSignedIn(never);
    expect(never).not.toHaveBeenCalled();
  });

  it('signs out: nobody is signed in after, even when the read that follows fails', async () => {
    const session = await load();
    answers.push(
      () => json(signedIn),
      () => json({ success: true }),
      () => json({ message: 'Busy' }, 503),
    );
    await session.readSession();
    expect(session.sessionState().data?.user.id).toBe('u1');
    await session.signOutOfServer();
    await vi.waitFor(() => expect(session.sessionState()).toMatchObject({ data: null, isPending: false }));
    expect(session.sessionState().error).toMatchObject({ status: 503 });
  });

  it('throws when the server could not sign out, and keeps the user', async () => {
    const session = await load();
    answers.push(
      () => json(signedIn),
      () => json({ message: 'Busy' }, 503),
    );
    await session.readSession();
    await expect(session.signOutOfServer()).rejects.toThrow('503');
    expect(session.sessionState().data?.user.id).toBe('u1');
  });
});
