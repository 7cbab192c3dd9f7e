// `npm run screenshots`: starts the real server on a fresh data directory, signs a demo user up,
// and saves each reviewed screen at 1280 px and 375 px wide under docs/screenshots/.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { startServerProcess } from '../src/server/test/server-process.ts';

interface Shot {
  name: string;
  path: string;
  signedIn: boolean;
  /** Waits for the screen's content (and opens any dialog to capture). */
  ready?: (page: Page) => Promise<unknown>;
}

const shots: Shot[] = [
  { name: 'landing', path: '/landing', signedIn: false },
  { name: 'auth', path: '/auth', signedIn: false },
  { name: 'sign-up', path: '/auth/sign-up', signedIn: false },
  {
    name: 'settings',
    path: '/settings',
    signedIn: true,
    ready: (p) => p.getByText('Active sessions').waitFor(),
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
    for (const shot of shots.filter((s) => !s.signedIn)) await capture(page, shot, width);
    await page.request.post('/api/auth/sign-up/email', {
      data: { email: `demo${width}@example.com`, password: 'a calm river 42', name: 'Ada Lovelace' },
      headers: { origin: server.baseUrl },
    });
    for (const shot of shots.filter((s) => s.signedIn)) await capture(page, shot, width);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

async function capture(page: Page, shot: Shot, width: number) {
  await page.goto(shot.path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await shot.ready?.(page);
  await page.waitForLoadState('networkidle');
  const file = path.join(outDir, `${shot.name}-${width}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.info(`saved ${path.relative(process.cwd(), file)}`);
}
