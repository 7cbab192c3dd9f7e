// `npm run screenshots`: starts the real server on a fresh data directory, signs a demo user up
// with a small journal, and saves each reviewed screen at 1280 px and 375 px under docs/screenshots/.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { startServerProcess } from '../src/server/test/server-process.ts';
import { type DemoJournal, seedDemoJournal } from './screenshots/demo-journal.ts';
import { seedInsightsJournal } from './screenshots/insights-journal.ts';
import { seedToday } from './screenshots/today-journal.ts';

interface Shot {
  name: string;
  path: string | ((demo: DemoJournal) => string);
  signedIn: boolean;
  /** Waits for the screen's content (and performs any action the shot should show). */
  ready?: (page: Page) => Promise<unknown>;
}

const firstCard = (p: Page) => p.getByRole('article').first().waitFor();

/** Makes a digest through the API (the page's session), then shows it. */
async function withDigest(p: Page) {
  await p.request.post('/api/v1/digests/generate', {
    data: { title: 'This week', range: 'week' },
    headers: { origin: new URL(p.url()).origin },
  });
  await p.reload();
  await p.getByTestId('digest-card').first().waitFor();
}

const shots: Shot[] = [
  { name: 'landing', path: '/landing', signedIn: false },
  { name: 'auth', path: '/auth', signedIn: false },
  { name: 'sign-up', path: '/auth/sign-up', signedIn: false },
  { name: 'activities', path: '/dashboard', signedIn: true, ready: firstCard },
  {
    name: 'today',
    path: '/dashboard',
    signedIn: true,
    ready: async (p) => {
      await seedToday(p);
      await p.reload();
      await p.getByRole('region', { name: 'Reach out' }).getByRole('link').first().waitFor();
    },
  },
  {
    name: 'keep-in-touch-connection',
    path: '/connections',
    signedIn: true,
    ready: async (p) => {
      const lena = (await (await p.request.get('/api/v1/connections?q=Lena%20Park')).json()).items[0];
      await p.goto(`/connections/${lena.id}`);
      await p.getByText('Next due').waitFor();
    },
  },
  {
    name: 'entry-detail',
    path: (d) => `/entries/${d.entryId}`,
    signedIn: true,
    ready: (p) => p.getByText('Star Rating').waitFor(),
  },
  { name: 'calendar', path: '/calendar', signedIn: true, ready: firstCard },
  {
    name: 'search',
    path: '/search?q=home',
    signedIn: true,
    ready: (p) => p.locator('mark').first().waitFor(),
  },
  { name: 'favorites', path: '/favorites', signedIn: true, ready: firstCard },
  {
    name: 'connections-list',
    path: '/connections',
    signedIn: true,
    ready: async (p) => {
      const headers = { origin: new URL(p.url()).origin };
      await p.request.post('/api/v1/connections', {
        data: {
          name: 'Maya Chen',
          type: 'person',
          summary_text: 'Oldest friend; moving to Lisbon.',
          is_favorite: true,
        },
        headers,
      });
      await p.request.post('/api/v1/connections', { data: { name: 'Stoicism', type: 'idea' }, headers });
      await p.reload();
      await p
        .getByRole('button', { name: /favorites/ })
        .first()
        .waitFor();
    },
  },
  { name: 'digests', path: '/digest', signedIn: true, ready: withDigest },
  {
    name: 'digests-delete',
    path: '/digest',
    signedIn: true,
    ready: async (p) => {
      await p.getByTestId('digest-card').first().waitFor();
      await p
        .getByRole('button', { name: /^Delete digest/ })
        .first()
        .click();
      await p.getByRole('dialog', { name: 'Delete this digest?' }).waitFor();
    },
  },
  {
    name: 'tags-and-places',
    path: '/tags',
    signedIn: true,
    ready: (p) => p.getByRole('list', { name: 'Places' }).waitFor(),
  },
  {
    name: 'tag-entries',
    path: '/tags',
    signedIn: true,
    ready: async (p) => {
      await p.getByRole('list', { name: 'Tags' }).getByRole('link', { name: 'Joy' }).click();
      await firstCard(p);
    },
  },
  {
    name: 'subscription-success-billing-off',
    path: '/subscription-success?session_id=x',
    signedIn: true,
    ready: (p) => p.getByText('Billing is not enabled on this server').waitFor(),
  },
  {
    name: 'test-page-not-run',
    path: '/test',
    signedIn: true,
    ready: (p) => p.getByTestId('claim-role').getByText('authenticated').waitFor(),
  },
  {
    name: 'digest-details',
    path: '/digest',
    signedIn: true,
    ready: async (p) => {
      await p.getByRole('button', { name: 'New Digest' }).click();
      await p.getByLabel('Digest Title').fill('This month');
      await p.getByLabel('Time Range').selectOption('month');
      await p.getByRole('button', { name: 'Generate' }).click();
      // The month's own card: the week digest of the 'digests' shot is on the page too, and the
      // first card can still be that one while the new digest is being listed.
      const month = p.getByTestId('digest-card').filter({ hasText: 'This month' });
      await month.getByRole('button', { name: 'View Details' }).click();
      await p.getByRole('list', { name: 'Cited entries' }).first().waitFor();
    },
  },
  {
    name: 'ask',
    path: '/ask',
    signedIn: true,
    ready: async (p) => {
      await p.getByRole('textbox', { name: 'Ask your memories' }).fill('When did I last see Maya?');
      await p.getByRole('button', { name: 'Ask', exact: true }).click();
      await p.getByRole('list', { name: 'From your entries' }).waitFor();
    },
  },
  {
    name: 'insights',
    path: '/insights',
    signedIn: true,
    ready: async (p) => {
      await seedInsightsJournal(p.request, new URL(p.url()).origin);
      await p.reload();
      await p.getByText('Based on', { exact: false }).first().waitFor();
      await p.getByText('Show as a table').click();
    },
  },
  {
    name: 'connection-graph',
    path: '/connections/graph',
    signedIn: true,
    ready: async (p) => {
      await seedInsightsJournal(p.request, new URL(p.url()).origin);
      await p.reload();
      await p.locator('[data-graph-state="settled"]').waitFor({ timeout: 30_000 });
    },
  },
  {
    name: 'settings',
    path: '/settings',
    signedIn: true,
    ready: (p) => p.getByText('Active sessions').waitFor(),
  },
  {
    // Export my data and the calendar feed, with a subscription link just made.
    name: 'settings-data',
    path: '/settings#export',
    signedIn: true,
    ready: async (p) => {
      await p.getByRole('button', { name: 'Create subscription link' }).click();
      await p.getByLabel('Subscription link').waitFor();
    },
  },
  {
    name: 'test-page',
    path: '/test',
    signedIn: true,
    ready: async (p) => {
      await p.getByTestId('claim-role').getByText('authenticated').waitFor();
      await p.getByRole('button', { name: 'Test Database Integration' }).click();
      await p.getByText('What the database saw').waitFor();
      await p.getByRole('button', { name: 'Test Tasks API' }).click();
      await p.getByText('Latest tasks').waitFor();
    },
  },
];

const only = process.argv.slice(2);
const outDir = path.resolve('docs/screenshots');
mkdirSync(outDir, { recursive: true });
const dataDir = mkdtempSync(path.join(tmpdir(), 'memento-shots-'));
const server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', AUTH_RATE_LIMIT: '1000' });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
try {
  for (const width of [1280, 375]) {
    const context = await browser.newContext({
      viewport: { width, height: width > 500 ? 900 : 800 },
      baseURL: server.baseUrl,
    });
    const page = await context.newPage();
    const wanted = shots.filter((s) => only.length === 0 || only.includes(s.name));
    for (const shot of wanted.filter((s) => !s.signedIn)) await capture(page, shot, width, { entryId: '' });
    const demoUser = { email: `demo${width}@example.com`, password: 'a calm river 42' };
    await page.request.post('/api/auth/sign-up/email', {
      data: { ...demoUser, name: 'Ada Lovelace' },
      headers: { origin: server.baseUrl },
    });
    await page.request.post('/api/auth/sign-in/email', {
      data: demoUser,
      headers: { origin: server.baseUrl },
    });
    const demo = await seedDemoJournal(page.request, server.baseUrl);
    for (const shot of wanted.filter((s) => s.signedIn)) await capture(page, shot, width, demo);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

async function capture(page: Page, shot: Shot, width: number, demo: DemoJournal) {
  await page.goto(typeof shot.path === 'function' ? shot.path(demo) : shot.path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await shot.ready?.(page);
  await page.waitForLoadState('networkidle');
  // Toasts from the shot's own actions would cover the top bar.
  await page
    .locator('[data-sonner-toast]')
    .first()
    .waitFor({ state: 'detached', timeout: 8000 })
    .catch(() => {});
  const file = path.join(outDir, `${shot.name}-${width}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.info(`saved ${path.relative(process.cwd(), file)}`);
}
