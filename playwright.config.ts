import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests drive the real server (built web app, embedded database in a fresh directory)
 * in the system Chromium. A second server injects a profile-sync fault so the error state is real.
 */
export const E2E_PORT = 4310;
export const FAULT_PORT = 4311;
const runDir = 'test-results/e2e-run';

const server = (port: number, name: string, extraEnv: Record<string, string> = {}) => ({
  command: `rm -rf ${runDir}/${name} && mkdir -p ${runDir}/${name} && exec node --import tsx src/server/main.ts > ${runDir}/${name}.log 2>&1`,
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
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [server(E2E_PORT, 'main'), server(FAULT_PORT, 'faulty', { TEST_FAULTS: 'profile-sync-once' })],
});
