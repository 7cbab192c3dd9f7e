import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_POOL_WAIT_MS } from './db/pool-wait.ts';
import { ensureWritableDir } from './lib/data-dir.ts';
import { StartupError } from './lib/startup-error.ts';

/** Better Auth signs sessions with the secret; shorter ones are guessable (and it refuses them in production). */
const MIN_SECRET_LENGTH = 32;

/**
 * Every environment variable the server reads, parsed and validated once.
 * Defaults make `npm start` work with nothing set.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DB_POOL_WAIT_MS: z.coerce.number().int().min(1).max(600_000).default(DEFAULT_POOL_WAIT_MS),
  BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http or https URL' }).optional(),
  TRUSTED_ORIGINS: z.string().default(''),
  AUTH_SECRET: z
    .string()
    .min(MIN_SECRET_LENGTH, `must be at least ${MIN_SECRET_LENGTH} characters`)
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Memento <no-reply@localhost>'),
  TRUST_PROXY: z.stringbool().default(false),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(10000).default(10),
  TEST_FAULTS: z.string().default(''),
  SIGNUP_MODE: z.enum(['open', 'waitlist', 'closed']).default('open'),
  CONTACT_EMAIL: z.email().default('hello@memento.local'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  AI_PROVIDER: z.enum(['local', 'openai']).default('local'),
  AI_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http or https URL' }).optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  AI_TRANSCRIBE_MODEL: z.string().min(1).default('whisper-1'),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  AI_WARM_UP_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(30),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'must start with sk_').optional(),
  STRIPE_PRICE_ID: z.string().startsWith('price_', 'must start with price_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'must start with whsec_').optional(),
  STRIPE_API_BASE: z.url({ protocol: /^https?$/, error: 'must be an http or https URL' }).optional(),
  ATTACHMENT_MAX_MB: z.coerce.number().int().min(1).max(1024).default(25),
  ATTACHMENT_MAX_PER_ENTRY: z.coerce.number().int().min(1).max(100).default(20),
  ATTACHMENT_STORE: z.enum(['database', 's3']).default('database'),
  ATTACHMENT_SWEEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(30),
  IMPORT_MAX_MB: z.coerce.number().int().min(1).max(10_240).default(1024),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http or https URL' }).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  WEBHOOK_ALLOW_PRIVATE: z.stringbool().default(false),
  REMINDER_DELIVERY_TIMEOUT_SECONDS: z.coerce.number().int().min(2).max(3600).default(120),
  REMINDER_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(5000),
  VAPID_PUBLIC_KEY: z.string().min(20).optional(),
  VAPID_PRIVATE_KEY: z.string().min(20).optional(),
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(600).default(2),
  JOB_SUPERVISE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  dbPoolSize: number;
  dbPoolWaitMs: number;
  baseUrl: string;
  trustedOrigins: string[];
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  trustProxy: boolean;
  authRateLimit: number;
  /** Faults a test server injects on purpose; honoured only when NODE_ENV=test. */
  testFaults: string[];
  signupMode: 'open' | 'waitlist' | 'closed';
  contactEmail: string;
  logLevel: Env['LOG_LEVEL'];
  /** JSON lines for machines; readable lines when stdout is a terminal, unless LOG_FORMAT says otherwise. */
  logFormat: 'json' | 'pretty';
  nodeEnv: Env['NODE_ENV'];
  ai: AiConfig;
  /** Stripe billing; null (the self-hosted default) means no plan limits and no upgrade prompts. */
  billing: BillingConfig | null;
  attachments: AttachmentConfig;
  jobs: JobsConfig;
  imports: ImportConfig;
  notifications: NotificationsConfig;
}

/** Reminders' channels (src/server/features/notifications). */
export interface NotificationsConfig {
  /** Lets webhooks reach private, loopback and link-local addresses (a home network's ntfy). */
  webhookAllowPrivate: boolean;
  webhookTimeoutMs: number;
  /** How long one delivery may run; past it (its instance died) another instance retries it. */
  deliveryTimeoutSeconds: number;
  /** The first retry's delay after a failed delivery (doubled each time). */
  retrySeconds: number;
  /** Set by VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY; null means generated into DATA_DIR/vapid-keys.json on first use. */
  vapid: { publicKey: string; privateKey: string } | null;
}

/** The job engine's pace (src/server/jobs). */
export interface JobsConfig {
  /** How often an idle worker asks for the next job. */
  pollSeconds: number;
  /** How often a crashed instance's runs are failed over for retry, and old jobs archived. */
  superviseSeconds: number;
}

/** Imported files: the largest upload, kept in DATA_DIR/imports while its import runs. */
export interface ImportConfig {
  maxBytes: number;
  /** Where uploads wait for their import job. */
  dir: string;
}

/** Files on entries: their limits and where their bytes are kept. */
export interface AttachmentConfig {
  maxBytes: number;
  maxPerEntry: number;
  /** How often the S3 deletion outbox is drained. */
  sweepSeconds: number;
  store: { kind: 'database' } | ({ kind: 's3' } & S3Config);
}

export interface S3Config {
  /** Another S3-compatible endpoint (MinIO, R2, a local server); undefined means AWS. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
}

export interface BillingConfig {
  secretKey: string;
  priceId: string;
  webhookSecret: string;
  /** Another Stripe API host (a local stand-in in tests); undefined means api.stripe.com. */
  apiBase: string | undefined;
}

/** The AI engine: local (offline) unless an OpenAI-compatible endpoint is configured. */
export interface AiConfig {
  provider: 'local' | 'openai';
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string;
  transcribeModel: string;
  timeoutMs: number;
  /**
   * How long after a write to a person's entries their entry analyses are brought up to date in
   * the background, so a burst of writes is read once (features/ai/warm-up-jobs.ts).
   */
  warmUpDelaySeconds: number;
}

export class ConfigError extends StartupError {}

/** Parses the environment; throws ConfigError with one line naming the variable and the problem. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  stdoutIsTerminal = false,
): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid ${name}: ${issue?.message ?? 'invalid value'}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const baseUrl = (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const trustedOrigins = [
    new URL(baseUrl).origin,
    ...e.TRUSTED_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ];
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    dbPoolSize: e.DB_POOL_SIZE,
    dbPoolWaitMs: e.DB_POOL_WAIT_MS,
    baseUrl,
    trustedOrigins,
    authSecret: e.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    trustProxy: e.TRUST_PROXY,
    authRateLimit: e.AUTH_RATE_LIMIT,
    testFaults:
      e.NODE_ENV === 'test'
        ? e.TEST_FAULTS.split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : [],
    signupMode: e.SIGNUP_MODE,
    contactEmail: e.CONTACT_EMAIL,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (stdoutIsTerminal ? 'pretty' : 'json'),
    nodeEnv: e.NODE_ENV,
    ai: aiConfig(e),
    billing: billingConfig(e),
    attachments: attachmentConfig(e),
    notifications: notificationsConfig(e),
    jobs: { pollSeconds: e.JOB_POLL_SECONDS, superviseSeconds: e.JOB_SUPERVISE_SECONDS },
    imports: { maxBytes: e.IMPORT_MAX_MB * 1024 * 1024, dir: path.join(dataDir, 'imports') },
  };
}

const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_PRICE_ID', 'STRIPE_WEBHOOK_SECRET'] as const;

function billingConfig(e: Env): BillingConfig | null {
  const missing = STRIPE_KEYS.filter((key) => !e[key]);
  if (missing.length === STRIPE_KEYS.length) return null;
  // Half a Stripe setup would take payments it cannot confirm, or confirm none: refuse to start.
  if (missing.length > 0)
    throw new ConfigError(`Invalid ${missing[0]}: billing needs ${STRIPE_KEYS.join(', ')} set together`);
  return {
    secretKey: e.STRIPE_SECRET_KEY as string,
    priceId: e.STRIPE_PRICE_ID as string,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET as string,
    apiBase: e.STRIPE_API_BASE,
  };
}

function aiConfig(e: Env): AiConfig {
  // Without an endpoint or a key there is nothing to call: 'openai' would only ever fall back.
  if (e.AI_PROVIDER === 'openai' && !e.AI_BASE_URL && !e.AI_API_KEY)
    throw new ConfigError('Invalid AI_PROVIDER: openai needs AI_BASE_URL or AI_API_KEY');
  return {
    provider: e.AI_PROVIDER,
    baseUrl: e.AI_BASE_URL,
    apiKey: e.AI_API_KEY,
    model: e.AI_MODEL,
    transcribeModel: e.AI_TRANSCRIBE_MODEL,
    timeoutMs: e.AI_TIMEOUT_MS,
    warmUpDelaySeconds: e.AI_WARM_UP_DELAY_SECONDS,
  };
}

function notificationsConfig(e: Env): NotificationsConfig {
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY))
    throw new ConfigError('Invalid VAPID_PUBLIC_KEY: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together');
  return {
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE,
    webhookTimeoutMs: e.WEBHOOK_TIMEOUT_MS,
    deliveryTimeoutSeconds: e.REMINDER_DELIVERY_TIMEOUT_SECONDS,
    retrySeconds: e.REMINDER_RETRY_SECONDS,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : null,
  };
}

function attachmentConfig(e: Env): AttachmentConfig {
  const limits = {
    maxBytes: e.ATTACHMENT_MAX_MB * 1024 * 1024,
    maxPerEntry: e.ATTACHMENT_MAX_PER_ENTRY,
    sweepSeconds: e.ATTACHMENT_SWEEP_SECONDS,
  };
  if (e.ATTACHMENT_STORE === 'database') return { ...limits, store: { kind: 'database' } };
  if (!e.S3_BUCKET) throw new ConfigError('Invalid S3_BUCKET: ATTACHMENT_STORE=s3 needs a bucket name');
  return {
    ...limits,
    store: {
      kind: 's3',
      endpoint: e.S3_ENDPOINT,
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    },
  };
}

/** The signing secret is generated on first start and kept beside the data, readable by the owner only. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) {
    // An empty or truncated file (a full disk, a bad copy) must not become a weak or default secret.
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length < MIN_SECRET_LENGTH)
      throw new ConfigError(
        `Invalid secret file ${file}: must be at least ${MIN_SECRET_LENGTH} characters (it has ${secret.length}); restore it, or delete it to generate a new one (every session then ends)`,
      );
    return secret;
  }
  ensureWritableDir(dataDir, 'DATA_DIR');
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return secret;
}
