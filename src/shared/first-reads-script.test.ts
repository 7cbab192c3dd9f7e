import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  firstReadsElementId,
  firstReadsGlobal,
  firstReadsScript,
  offlineAccountKey,
  signedInReadsOf,
  signOutPendingKey,
} from './first-reads-script.ts';

interface Page {
  /** The JSON block's text, when a server wrote one. */
  block?: string;
  pathname: string;
  search?: string;
  /** What localStorage holds; `refused` throws on every read, as a browser with storage off does. */
  stored?: Record<string, string> | 'refused';
}

/** Runs the script as a page would, and says which addresses it fetched and left for the app. */
function run({ block, pathname, search = '', stored = {} }: Page) {
  const fetched: string[] = [];
  const window: Record<string, unknown> = {};
  runInNewContext(firstReadsScript, {
    window,
    location: { pathname, search },
    document: {
      getElementById: (id: string) =>
        id === firstReadsElementId && block !== undefined ? { textContent: block } : null,
    },
    localStorage: {
      getItem: (key: string) => {
        if (stored === 'refused') throw new Error('SecurityError');
        return stored[key] ?? null;
      },
    },
    fetch: (url: string) => {
      fetched.push(url);
      return Promise.resolve({ ok: true });
    },
  });
  const left = window[firstReadsGlobal] as Map<string, Promise<unknown>>;
  expect([...left.keys()]).toEqual(fetched);
  return fetched;
}

const kept = { [offlineAccountKey]: '{"user":{"id":"u1"}}' };
const dashboardReads = [
  '/api/auth/get-session',
  '/api/v1/today',
  '/api/v1/entries',
  '/api/v1/profile',
  '/api/v1/connections/recent',
];

describe("a page's signed-in first reads", () => {
  it("are the dashboard's Today, first page of entries, profile and recent connections, without a filter in the address", () => {
    const dashboard = ['/api/v1/today', '/api/v1/entries', '/api/v1/profile', '/api/v1/connections/recent'];
    expect(signedInReadsOf('/dashboard', '')).toEqual(dashboard);
    expect(signedInReadsOf('/dashboard/', '')).toEqual(dashboard);
    expect(signedInReadsOf('/dashboard', '?')).toEqual(dashboard);
    expect(signedInReadsOf('/dashboard', '?type=idea')).toEqual([]);
    expect(signedInReadsOf('/dashboard/x', '')).toEqual([]);
    expect(signedInReadsOf('/connections', '')).toEqual([]);
  });
});

describe('the first reads script', () => {
  it("fetches what the server's block lists, whatever the device keeps", () => {
    const block = '["/api/auth/get-session"]';
    expect(run({ block, pathname: '/dashboard', stored: kept })).toEqual(['/api/auth/get-session']);
  });

  it("on the service worker's page, starts the dashboard's reads when this device's account is kept", () => {
    expect(run({ pathname: '/dashboard', stored: kept })).toEqual(dashboardReads);
    expect(run({ pathname: '/dashboard/', search: '?', stored: kept })).toEqual(dashboardReads);
  });

  it('reads only the session without a kept account, with a sign-out to finish, or on another page or a filter', () => {
    const sessionOnly = ['/api/auth/get-session'];
    expect(run({ pathname: '/dashboard' })).toEqual(sessionOnly);
    expect(run({ pathname: '/dashboard', stored: { ...kept, [signOutPendingKey]: '1' } })).toEqual(
      sessionOnly,
    );
    expect(run({ pathname: '/dashboard', stored: 'refused' })).toEqual(sessionOnly);
    expect(run({ pathname: '/dashboard', search: '?type=idea', stored: kept })).toEqual(sessionOnly);
    expect(run({ pathname: '/connections', stored: kept })).toEqual(sessionOnly);
  });
});
