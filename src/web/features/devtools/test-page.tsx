import { useCallback, useEffect, useState } from 'react';
import type { JwtIntegration, Task } from '../../../shared/schemas/tasks.ts';
import { errorMessage } from '../../api/http.ts';
import { createTask, listTasks, testJwtIntegration } from '../../api/tasks.ts';
import { useAccount } from '../../auth/account.tsx';
import { authClient } from '../../auth/auth-client.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  TitledCard,
} from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { toast } from '../../lib/toast.ts';
import { authCall } from '../settings/settings-errors.ts';
import { type CheckItem, Checklist, checkState } from './checklist.tsx';
import { type DecodedToken, decodeToken } from './decode-token.ts';
import { failureCause } from './failure-cause.ts';

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** Developer page: the access token, what the database sees for it, and the tasks API (`/test`). */
export default function TestPage() {
  const account = useAccount();
  const [token, setToken] = useState<string | null>(null);
  const [decoded, setDecoded] = useState<DecodedToken | null>(null);
  const [dbSeen, setDbSeen] = useState<JwtIntegration | null>(null);
  const [tasks, setTasks] = useState<Task[] | null>(null);
  const [busy, setBusy] = useState<'token' | 'db' | 'tasks' | null>(null);
  // Which tests have run at least once: until then their checks are grey, not red.
  const [ran, setRan] = useState({ token: false, db: false, tasks: false });
  const markRan = (test: keyof typeof ran) => setRan((r) => ({ ...r, [test]: true }));

  const refreshToken = useCallback(async () => {
    setBusy('token');
    try {
      const { token: fresh } = await authCall(() => authClient.token());
      setToken(fresh);
      const read = decodeToken(fresh);
      setDecoded(read);
      if (!read) toast.error('JWT Token Error', { description: 'Failed to extract user ID from token' });
      else if (!read.sub) toast.error('JWT Token Error', { description: 'Missing sub claim in JWT' });
    } catch (error) {
      setToken(null);
      setDecoded(null);
      toast.error('JWT Token Error', { description: errorMessage(error) });
    } finally {
      setBusy(null);
      setRan((r) => ({ ...r, token: true }));
    }
  }, []);

  const userId = account.user?.id;
  useEffect(() => {
    if (userId) void refreshToken();
  }, [userId, refreshToken]);

  /** Every test needs a token that names a user. */
  const usableToken = (): string | null => {
    if (!token) {
      toast.error('No Token Available', { description: 'Please fetch a token first' });
      return null;
    }
    if (!decoded?.sub) {
      toast.error('JWT Token Error', {
        description: decoded ? 'Missing sub claim in JWT' : 'Failed to extract user ID from token',
      });
      return null;
    }
    return token;
  };

  const testDatabase = async () => {
    const current = usableToken();
    if (!current) return;
    setBusy('db');
    try {
      const seen = await testJwtIntegration(current);
      setDbSeen(seen);
      toast.success('Database integration works', { description: `The database sees sub ${seen.sub}` });
    } catch (error) {
      setDbSeen(null);
      toast.error('Test Failed', { description: failureCause(error) });
    } finally {
      setBusy(null);
      markRan('db');
    }
  };

  const testTasks = async () => {
    const current = usableToken();
    if (!current) return;
    setBusy('tasks');
    try {
      const step = async <T,>(label: 'Insert' | 'Fetch', run: () => Promise<T>) => {
        try {
          return await run();
        } catch (error) {
          throw new Error(`${label} failed: ${failureCause(error)}`);
        }
      };
      const created = await step('Insert', () =>
        createTask(current, {
          title: `Test task ${new Date().toLocaleTimeString()}`,
          description: 'Made by the integration test page',
        }),
      );
      if (!created?.id) throw new Error('Failed to create task');
      const page = await step('Fetch', () => listTasks(current, 10));
      setTasks(page.items);
      toast.success('Tasks API works', {
        description: `Created "${created.title}" and read back ${page.items.length} tasks`,
      });
    } catch (error) {
      setTasks(null);
      toast.error('Test Failed', { description: errorMessage(error, 'Failed to create task') });
    } finally {
      setBusy(null);
      markRan('tasks');
    }
  };

  if (account.loading) return <LoadingState label="Preparing your account..." />;
  if (!account.user) {
    return (
      <div className="mx-auto max-w-xl">
        <PageHeader
          title="Integration Test"
          subtitle="Checks the access token, the database and the tasks API."
        />
        <Alert title="You are signed out">
          <p>Sign in to fetch an access token and run the tests.</p>
          <ButtonLink to="/auth" state={{ from: '/test' }} size="sm" className="mt-2 self-start">
            Sign in
          </ButtonLink>
        </Alert>
      </div>
    );
  }

  const checks: CheckItem[] = [
    { label: 'Token present', state: checkState(ran.token, Boolean(token)) },
    { label: 'sub claim present', state: checkState(ran.token, Boolean(decoded?.sub)) },
    { label: 'role equals authenticated', state: checkState(ran.token, decoded?.role === 'authenticated') },
    {
      label: 'Database sees the same sub',
      state: checkState(ran.db, Boolean(dbSeen && dbSeen.sub === decoded?.sub)),
    },
    { label: 'Tasks insert and fetch work', state: checkState(ran.tasks, tasks !== null) },
  ];

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <PageHeader
        title="Integration Test"
        subtitle="Checks the access token, what the database sees for it, and the tasks API."
        actions={
          <>
            <Button variant="outline" onClick={refreshToken} disabled={busy !== null}>
              {busy === 'token' ? 'Refreshing...' : 'Refresh Token'}
            </Button>
            <Button variant="outline" onClick={testDatabase} disabled={busy !== null}>
              {busy === 'db' ? 'Testing...' : 'Test Database Integration'}
            </Button>
            <Button onClick={testTasks} disabled={busy !== null}>
              {busy === 'tasks' ? 'Testing...' : 'Test Tasks API'}
            </Button>
          </>
        }
      />
      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Claims</CardTitle>
            <CardDescription>Read from the token the server signed for you.</CardDescription>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted-foreground">sub</dt>
              <dd data-testid="claim-sub" className="font-mono break-all">
                {decoded?.sub ?? '—'}
              </dd>
              <dt className="text-muted-foreground">role</dt>
              <dd data-testid="claim-role" className="font-mono">
                {decoded?.role ?? '—'}
              </dd>
            </dl>
          </CardContent>
        </Card>
        <TitledCard title="Configuration checklist">
          <Checklist items={checks} />
        </TitledCard>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <JsonCard title="Token header" value={decoded?.header} />
        <JsonCard title="Token payload" value={decoded?.payload} />
      </div>
      {dbSeen && <JsonCard title="What the database saw" value={dbSeen} />}
      {tasks && (
        <Card>
          <CardHeader>
            <CardTitle>Latest tasks</CardTitle>
            <CardDescription>Your 10 newest, read back through the API.</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="divide-y text-sm">
              {tasks.map((task) => (
                <li key={task.id} className="flex justify-between gap-4 py-2">
                  <span className="truncate">{task.title}</span>
                  <span className="shrink-0 text-muted-foreground">{task.priority}</span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
    </div>
  );
}

function JsonCard({ title, value }: { title: string; value: unknown }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {/* Focusable, so keyboard users can scroll a token wider than a phone. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs keyboard access */}
        <pre tabIndex={0} className="overflow-x-auto rounded-lg bg-muted p-3 text-xs">
          {value ? json(value) : 'No token yet'}
        </pre>
      </CardContent>
    </Card>
  );
}
