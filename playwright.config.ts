import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests drive the real server (built web app, embedded database in a fresh directory)
 * in the system Chromium. A second server injects a profile-sync fault so the error state is real
 * (and limits identity attempts strictly, so a 429 is real too) and writes with a streaming stand-in model;
 * a third has billing on, against a fake Stripe.
 */
// E2E_PORT_BASE moves all four ports, so two checkouts can run their browser suites side by side.
const portBase = Number(process.env.E2E_PORT_BASE ?? 4310);
export const E2E_PORT = portBase;
export const FAULT_PORT = portBase + 1;
/** A third server bills through a fake Stripe (src/server/test/fake-stripe-main.ts) on its own port. */
export const BILLING_PORT = portBase + 2;
export const FAKE_STRIPE_PORT = portBase + 3;
// Test values shared by the billing server and the fake: no real Stripe is ever reached.
const stripeKeys = {
  STRIPE_SECRET_KEY: 'sk_test_e2e',
  STRIPE_PRICE_ID: 'price_e2e_pro',
  STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
};
const runDir = 'test-results/e2e-run';

// The main server is the bundle `npm start` runs (scripts/build-server.mjs, built by
// scripts/test-e2e.sh), so the browser tests cover what ships; the others run test entry points
// from source.
const bundle = 'dist/server/main.mjs';
const server = (port: number, name: string, extraEnv: Record<string, string> = {}, main = bundle) => ({
  command: `rm -rf ${runDir}/${name} && mkdir -p ${runDir}/${name} && exec node ${main === bundle ? '--enable-source-maps' : '--import tsx'} ${main} > ${runDir}/${name}.log 2>&1`,
  url: `http://127.0.0.1:${port}/api/health`,
  reuseExistingServer: false,
  timeout: 120_000,
  env: {
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    BASE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: `${runDir}/${name}`,
    // Every test signs up from 127.0.0.1; the limiter's own behaviour is covered by the API tests.
    AUTH_RATE_LIMIT: '10000',
    LOG_LEVEL: 'info',
    ...extraEnv,
  },
});

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e-artifacts',
  fullyParallel: true,
  workers: 2,
  // CI (.ci/run) allows one retry, so a test that fails once under a loaded machine does not throw
  // away a whole session; the run still lists it as flaky, with the failed attempt's page and the
  // servers' logs (scripts/e2e-server-report.mjs). Locally a test gets one attempt.
  retries: Number(process.env.E2E_RETRIES ?? 0),
  forbidOnly: true,
  timeout: 60_000,
  // A first page load on a busy machine waits on the session, the profile sync and the page's code
  // in turn: CI saw Settings take over 10 s at a load average of 20 (stop 28).
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // No service worker unless a spec asks for one (`test.use({ serviceWorkers: 'allow' })`): installing
    // it downloads the whole precache (about 120 files) in every test's fresh browser context, work
    // that only the offline, install, update and share specs check.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    // Reminder webhooks go to a local endpoint the spec starts on 127.0.0.1.
    server(E2E_PORT, 'main', { WEBHOOK_ALLOW_PRIVATE: 'true' }),
    // A strict limit of 3 lets e2e/identity-limits.spec.ts meet a real 429 after three reset requests.
    // Its AI is a local stand-in model that streams (e2e/ai-streaming.spec.ts), in the same process.
    server(
      FAULT_PORT,
      'faulty',
      { TEST_FAULTS: 'profile-sync-once', AUTH_RATE_LIMIT: '3' },
      'src/server/test/scripted-model-main.ts',
    ),
    server(BILLING_PORT, 'billing', {
      ...stripeKeys,
      STRIPE_API_BASE: `http://127.0.0.1:${FAKE_STRIPE_PORT}`,
    }),
    {
      command: `mkdir -p ${runDir} && exec node --import tsx src/server/test/fake-stripe-main.ts > ${runDir}/fake-stripe.log 2>&1`,
      url: `http://127.0.0.1:${FAKE_STRIPE_PORT}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...stripeKeys,
        FAKE_STRIPE_PORT: String(FAKE_STRIPE_PORT),
        WEBHOOK_URL: `http://127.0.0.1:${BILLING_PORT}/api/v1/billing/webhook`,
      },
    },
  ],
});
