import { useMutation, useQuery } from '@tanstack/react-query';
import { formatDistanceToNow } from 'date-fns';
import { Monitor, Smartphone } from 'lucide-react';
import { errorMessage } from '../../api/http.ts';
import { useInvalidate } from '../../api/invalidation.ts';
import { sessionKeys } from '../../api/sessions.ts';
import { authClient } from '../../auth/auth-client.ts';
import { useSession } from '../../auth/session.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../lib/toast.ts';
import { describeDevice } from './describe-device.ts';
import { authCall } from './settings-errors.ts';
import { SettingsSection } from './settings-section.tsx';

interface SessionRow {
  id: string;
  token: string;
  userAgent?: string | null;
  ipAddress?: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

/** Every signed-in device, newest activity first, with revoke for all but this one. */
export function SessionsSection() {
  const current = useSession().data?.session.id;
  const sessions = useQuery({
    queryKey: sessionKeys.all,
    queryFn: async () => {
      const rows = (await authCall(() => authClient.listSessions())) as SessionRow[];
      return [...rows].sort((a, b) => new Date(b.updatedAt).getTime() - new Date(a.updatedAt).getTime());
    },
    // This device first, then the others by last activity.
    select: (rows) => [...rows].sort((a, b) => Number(b.id === current) - Number(a.id === current)),
  });

  const refresh = useInvalidate();
  const invalidate = () => refresh('sessions');
  const revoke = useMutation({
    mutationFn: (row: SessionRow) => authCall(() => authClient.revokeSession({ token: row.token })),
    onSuccess: (_data, row) => {
      void invalidate();
      toast.success('Device signed out', { description: describeDevice(row.userAgent).label });
    },
    onError: (error) => toast.error('Could not sign that device out', { description: errorMessage(error) }),
  });
  const revokeOthers = useMutation({
    mutationFn: () => authCall(() => authClient.revokeOtherSessions()),
    onSuccess: () => {
      void invalidate();
      toast.success('Signed out of every other device');
    },
    onError: (error) =>
      toast.error('Could not sign the other devices out', { description: errorMessage(error) }),
  });

  const others = (sessions.data ?? []).filter((s) => s.id !== current).length;
  return (
    <SettingsSection
      id="sessions"
      title="Active sessions"
      description="The devices signed in to your account. Sign out any you do not recognise."
      action={
        others > 0 ? (
          <Button
            variant="outline"
            size="sm"
            disabled={revokeOthers.isPending}
            onClick={() => revokeOthers.mutate()}
          >
            {revokeOthers.isPending && <Spinner className="size-4 text-current" />}
            Sign out all others
          </Button>
        ) : undefined
      }
    >
      {sessions.isPending ? (
        <div role="status" className="flex items-center gap-2 py-4 text-sm text-muted-foreground">
          <Spinner /> Loading sessions...
        </div>
      ) : sessions.isError ? (
        <Alert tone="destructive" title="Sessions could not be loaded">
          <p>{errorMessage(sessions.error)}</p>
          <Button
            variant="outline"
            size="sm"
            className="mt-1 self-start"
            onClick={() => void sessions.refetch()}
          >
            Try again
          </Button>
        </Alert>
      ) : (
        <ul aria-label="Active sessions" className="-my-1 divide-y">
          {sessions.data.map((row) => (
            <SessionItem
              key={row.id}
              row={row}
              isCurrent={row.id === current}
              revoking={revoke.isPending && revoke.variables?.id === row.id}
              onRevoke={() => revoke.mutate(row)}
            />
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}

function SessionItem({
  row,
  isCurrent,
  revoking,
  onRevoke,
}: {
  row: SessionRow;
  isCurrent: boolean;
  revoking: boolean;
  onRevoke: () => void;
}) {
  const device = describeDevice(row.userAgent);
  const Icon = device.mobile ? Smartphone : Monitor;
  const lastActive = new Date(row.updatedAt);
  return (
    <li
      className="flex items-center gap-3 py-3"
      data-testid="session-row"
      data-current={isCurrent || undefined}
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted">
        <Icon aria-hidden className="size-5 text-muted-foreground" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium">
          <span title={row.userAgent ?? undefined}>{device.label}</span>
          {isCurrent && (
            <Badge className="border-primary/30 bg-accent text-accent-foreground normal-case">
              This device
            </Badge>
          )}
        </p>
        <p className="text-sm text-muted-foreground">
          {row.ipAddress || 'Unknown IP'} · Last active{' '}
          <time dateTime={lastActive.toISOString()} title={lastActive.toLocaleString()}>
            {formatDistanceToNow(lastActive, { addSuffix: true })}
          </time>
        </p>
      </div>
      {!isCurrent && (
        <Button
          variant="outline"
          size="sm"
          disabled={revoking}
          onClick={onRevoke}
          aria-label={`Sign out ${device.label}${row.ipAddress ? ` at ${row.ipAddress}` : ''}`}
        >
          {revoking ? <Spinner className="size-4 text-current" /> : null}
          Sign out
        </Button>
      )}
    </li>
  );
}
