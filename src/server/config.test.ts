import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'memento-config-'));

describe('loadConfig', () => {
  it('works with nothing set: port 3000, embedded database, open sign-up', () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      baseUrl: 'http://localhost:3000',
      signupMode: 'open',
      trustedOrigins: ['http://localhost:3000'],
    });
  });

  it('generates the auth secret once, stores it readable by the owner only, and reuses it', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir }).authSecret;
    const file = path.join(dir, 'auth-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(first);
    expect(first.length).toBeGreaterThanOrEqual(32);
  });

  it.each([
    [{ PORT: 'eighty' }, /^Invalid PORT: /],
    [{ SIGNUP_MODE: 'maybe' }, /^Invalid SIGNUP_MODE: /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid DATABASE_URL: must start with postgres/],
    [{ BASE_URL: 'ftp://x' }, /^Invalid BASE_URL: /],
    [{ AUTH_SECRET: 'short' }, /^Invalid AUTH_SECRET: must be at least 32 characters/],
  ])('stops with one line naming the variable for %o', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(message);
  });

  it.each([
    ['empty', ''],
    ['short', 'only-twenty-chars-xx\n'],
  ])('refuses an %s secret file like a short AUTH_SECRET, naming the file', (_, content) => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'auth-secret'), content);
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(
      `Invalid secret file ${path.join(dir, 'auth-secret')}: must be at least 32 characters`,
    );
  });

  it('never turns on test faults outside NODE_ENV=test', () => {
    const env = { DATA_DIR: tempDir(), TEST_FAULTS: 'profile-sync-once' };
    expect(loadConfig(env).testFaults).toEqual([]);
    expect(loadConfig({ ...env, NODE_ENV: 'test' }).testFaults).toEqual(['profile-sync-once']);
  });

  it('trusts extra origins and a proxy only when told', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      BASE_URL: 'https://journal.example.com/',
      TRUSTED_ORIGINS: 'https://a.example.com, https://b.example.com',
    });
    expect(config.baseUrl).toBe('https://journal.example.com');
    expect(config.trustedOrigins).toEqual([
      'https://journal.example.com',
      'https://a.example.com',
      'https://b.example.com',
    ]);
    expect(config.trustProxy).toBe(false);
  });
  it('uses the local AI engine by default, with a 60 s timeout for a configured one', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).ai).toEqual({
      provider: 'local',
      baseUrl: undefined,
      apiKey: undefined,
      model: 'gpt-4o-mini',
      transcribeModel: 'whisper-1',
      timeoutMs: 60_000,
      warmUpDelaySeconds: 30,
    });
    const ai = loadConfig({
      DATA_DIR: tempDir(),
      AI_PROVIDER: 'openai',
      AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_MODEL: 'llama3.2',
      AI_TIMEOUT_MS: '5000',
    }).ai;
    expect(ai).toMatchObject({
      provider: 'openai',
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'llama3.2',
      timeoutMs: 5000,
    });
  });

  it.each([
    [{ AI_PROVIDER: 'magic' }, /^Invalid AI_PROVIDER: /],
    [{ AI_PROVIDER: 'openai' }, /^Invalid AI_PROVIDER: openai needs AI_BASE_URL or AI_API_KEY/],
    [{ AI_BASE_URL: 'ftp://models' }, /^Invalid AI_BASE_URL: /],
    [{ AI_TIMEOUT_MS: 'soon' }, /^Invalid AI_TIMEOUT_MS: /],
  ])('refuses a bad AI setting with one line for %o', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(message);
  });

  const stripe = {
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_PRICE_ID: 'price_123',
    STRIPE_WEBHOOK_SECRET: 'whsec_123',
  };

  it('turns billing on only when all three Stripe keys are set', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).billing).toBeNull();
    expect(loadConfig({ DATA_DIR: tempDir(), ...stripe }).billing).toEqual({
      secretKey: 'sk_test_123',
      priceId: 'price_123',
      webhookSecret: 'whsec_123',
      apiBase: undefined,
    });
    const local = loadConfig({ DATA_DIR: tempDir(), ...stripe, STRIPE_API_BASE: 'http://127.0.0.1:12111' });
    expect(local.billing?.apiBase).toBe('http://127.0.0.1:12111');
  });

  it.each([
    [{ STRIPE_SECRET_KEY: 'sk_test_123' }, /^Invalid STRIPE_PRICE_ID: billing needs STRIPE_SECRET_KEY, /],
    [{ ...stripe, STRIPE_WEBHOOK_SECRET: '' }, /^Invalid STRIPE_WEBHOOK_SECRET: billing needs /],
    [{ ...stripe, STRIPE_SECRET_KEY: 'pk_live_1' }, /^Invalid STRIPE_SECRET_KEY: must start with sk_/],
    [{ ...stripe, STRIPE_API_BASE: 'stripe' }, /^Invalid STRIPE_API_BASE: /],
  ])('refuses a partial or malformed Stripe setup with one line for %o', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(message);
  });
});
