import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { type NotificationLogItem, notificationQueries } from '../../api/notifications.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { SkeletonBlock } from '../../components/ui/skeleton.tsx';

const kindNames: Record<NotificationLogItem['kind'], string> = {
  important_dates: 'Important dates',
  keep_in_touch: 'Keep in touch',
  journaling: 'Journaling reminder',
  weekly_digest: 'Weekly digest',
};
const channelNames: Record<NotificationLogItem['channel'], string> = {
  email: 'Email',
  push: 'Push',
  webhook: 'Webhook',
};

/** What was sent in the last 90 days, newest first: when, what, by which channel, delivered or why not. */
export function NotificationLog() {
  const log = useQuery(notificationQueries.log());
  return (
    <section aria-labelledby="notification-log-title" className="mt-6 flex flex-col gap-3 border-t pt-5">
      <div className="flex items-center justify-between gap-2">
        <h3 id="notification-log-title" className="font-medium">
          Notification log
        </h3>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          onClick={() => log.refetch()}
          disabled={log.isFetching}
        >
          Refresh
        </Button>
      </div>
      <QueryState
        query={log}
        loading={<SkeletonBlock className="h-12" />}
        errorTitle="Could not load the notification log"
      >
        {({ items }) =>
          items.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              Nothing sent yet. Reminders you get show here for 90 days.
            </p>
          ) : (
            <ul className="flex flex-col divide-y">
              {items.map((item) => (
                <li
                  key={item.id}
                  className="flex flex-col gap-1 py-2 text-sm sm:flex-row sm:items-start sm:justify-between"
                >
                  <div className="flex min-w-0 flex-col">
                    <span className="break-words font-medium">{item.subject}</span>
                    <span className="text-muted-foreground">
                      {kindNames[item.kind]} · {channelNames[item.channel]} ·{' '}
                      {format(new Date(item.sent_at), 'd MMM yyyy, HH:mm')}
                    </span>
                    {item.reason && <span className="text-destructive">{item.reason}</span>}
                  </div>
                  <Badge
                    className={
                      item.status === 'delivered'
                        ? 'shrink-0 self-start'
                        : 'shrink-0 self-start border-destructive/40 text-destructive'
                    }
                  >
                    {item.status === 'delivered' ? 'Delivered' : 'Failed'}
                  </Badge>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
