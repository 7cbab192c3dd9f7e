import { approveWaitlisted, listAccounts, listWaitlist } from './auth/queries.ts';
import { ConfigError, loadConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { setPlan } from './features/profile/service.ts';
import { createJobEngine } from './jobs/engine.ts';
import { jobDefinitions } from './jobs/registry.ts';
import { createLogger } from './lib/logger.ts';
import { createMailer } from './lib/mailer.ts';

const USAGE = `Memento operator commands (npm run cli -- <command>)

  users:list                       every account with its plan
  users:waitlist                   addresses waiting for approval (SIGNUP_MODE=waitlist)
  users:approve <email>            let a waitlisted address sign up, and tell them by email
  users:set-plan <email> <free|pro>  put an account on a plan
  db:migrate                       apply pending database migrations
  jobs:list [limit]                the newest jobs (default 50): state, retries, the error of a dead one
  jobs:retry <id>                  put a dead (failed) job back in line

The database is the one the server uses: DATABASE_URL, or the embedded one in DATA_DIR.`;

type Command = (database: Database, args: string[], config: ReturnType<typeof loadConfig>) => Promise<number>;

const commands: Record<string, Command> = {
  'users:list': async ({ db }) => {
    const rows = await listAccounts(db);
    for (const r of rows)
      console.info(`${r.email}\t${r.plan ?? 'free'}\t${r.name}\t${r.createdAt.toISOString()}`);
    console.info(`${rows.length} account${rows.length === 1 ? '' : 's'}`);
    return 0;
  },
  'users:waitlist': async ({ db }) => {
    const rows = await listWaitlist(db);
    for (const r of rows) console.info(`${r.email}\t${r.name ?? ''}\t${r.createdAt.toISOString()}`);
    console.info(`${rows.length} waiting`);
    return 0;
  },
  'users:approve': async ({ db }, [email], config) => {
    if (!email) return usage('users:approve needs an email');
    if (!(await approveWaitlisted(db, email))) {
      console.error(`${email} is not on the waitlist`);
      return 1;
    }
    const mailer = createMailer(
      config.smtpUrl,
      config.mailFrom,
      createLogger({ level: config.logLevel, format: config.logFormat }),
    );
    await mailer({
      to: email,
      subject: 'Your Memento account is ready',
      text: `You can now create your account: ${config.baseUrl}/auth/sign-up`,
    });
    console.info(`${email} approved: they can sign up now`);
    return 0;
  },
  'users:set-plan': async ({ db }, [email, plan]) => {
    if (!email || (plan !== 'free' && plan !== 'pro'))
      return usage('users:set-plan needs an email and free or pro');
    const profile = await setPlan(db, email, plan);
    if (!profile) {
      console.error(`No account with email ${email}`);
      return 1;
    }
    console.info(`${profile.email} is now on ${profile.plan}`);
    return 0;
  },
  'jobs:list': async (database, [limit], config) => {
    const count = limit === undefined ? 50 : Number(limit);
    if (!Number.isInteger(count) || count < 1) return usage('jobs:list takes a positive number');
    const jobs = await withJobEngine(database, config, (engine) => engine.list(count));
    for (const j of jobs) {
      const when = (j.completedOn ?? j.startedOn ?? j.createdOn).toISOString();
      const tries = `${j.retryCount}/${j.retryLimit}`;
      console.info([j.id, j.name, j.state, tries, when, j.error ?? ''].join('\t').trimEnd());
    }
    console.info(`${jobs.length} job${jobs.length === 1 ? '' : 's'}`);
    return 0;
  },
  'jobs:retry': async (database, [id], config) => {
    if (!id) return usage('jobs:retry needs a job id (see jobs:list)');
    if (!(await withJobEngine(database, config, (engine) => engine.retry(id)))) {
      console.error(`No failed job with id ${id}`);
      return 1;
    }
    console.info(`${id} will run again`);
    return 0;
  },
  'db:migrate': async () => {
    console.info('migrations applied');
    return 0;
  },
};

/** The engine without workers: the CLI looks at and changes jobs, the servers run them. */
async function withJobEngine<T>(
  database: Database,
  config: ReturnType<typeof loadConfig>,
  use: (engine: ReturnType<typeof createJobEngine>) => Promise<T>,
): Promise<T> {
  const logger = createLogger({ level: config.logLevel, format: config.logFormat });
  const mailer = createMailer(config.smtpUrl, config.mailFrom, logger);
  const engine = createJobEngine({
    database,
    logger,
    definitions: jobDefinitions({ config, database, logger, mailer }),
    background: false,
  });
  await engine.start({ work: false });
  try {
    return await use(engine);
  } finally {
    await engine.stop();
  }
}

function usage(problem?: string): number {
  if (problem) console.error(problem);
  console.error(USAGE);
  return 2;
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === 'help' || name === '--help') {
    console.info(USAGE);
    return name ? 0 : 2;
  }
  const command = commands[name];
  if (!command) return usage(`Unknown command: ${name}`);
  const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: `${config.dataDir}/db`,
    poolSize: 2,
  });
  try {
    await database.migrate();
    return await command(database, args, config);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(err instanceof ConfigError ? 2 : 1);
  },
);
