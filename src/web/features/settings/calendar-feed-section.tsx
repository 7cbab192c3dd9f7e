import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { Copy, Download } from 'lucide-react';
import { useState } from 'react';
import {
  calendarFeedQuery,
  IMPORTANT_DATES_DOWNLOAD,
  regenerateCalendarFeed,
  turnOffCalendarFeed,
} from '../../api/calendar-feed.ts';
import { errorMessage } from '../../api/http.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input, Label } from '../../components/ui/input.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { SkeletonBlock } from '../../components/ui/skeleton.tsx';
import { toast } from '../../lib/toast.ts';
import { SettingsSection } from './settings-section.tsx';

/**
 * Settings → Calendar feed: a private URL any calendar app can subscribe to, with every
 * connection's important dates. Only a fingerprint of the URL is kept, so it shows once, when made.
 */
export function CalendarFeedSection() {
  const queryClient = useQueryClient();
  const feed = useQuery(calendarFeedQuery());
  const [url, setUrl] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: calendarFeedQuery().queryKey });
  const regenerate = useMutation({
    mutationFn: regenerateCalendarFeed,
    onSuccess: (made) => {
      setUrl(made.url);
      void refresh();
      toast.success(
        feed.data?.active ? 'New calendar link made: the old one no longer works' : 'Calendar link made',
      );
    },
    onError: (error) => toast.error('Could not make a calendar link', { description: errorMessage(error) }),
  });
  const turnOff = useMutation({
    mutationFn: turnOffCalendarFeed,
    onSuccess: () => {
      setUrl(null);
      void refresh();
      toast.success('Calendar feed turned off');
    },
    onError: (error) => toast.error('Could not turn the feed off', { description: errorMessage(error) }),
  });
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied');
    } catch {
      toast.error('Could not copy: select the link and copy it yourself');
    }
  };
  const busy = regenerate.isPending || turnOff.isPending;

  return (
    <SettingsSection
      id="calendar-feed"
      title="Calendar feed"
      description="Birthdays and other important dates of your connections, in any calendar app that can subscribe to a link."
    >
      <QueryState
        query={feed}
        loading={<SkeletonBlock className="h-10 w-full" />}
        errorTitle="Could not load the calendar feed"
      >
        {(data) => (
          <div className="flex flex-col gap-4">
            {url ? (
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="calendar-feed-url">Subscription link</Label>
                <div className="flex gap-2">
                  <Input
                    id="calendar-feed-url"
                    readOnly
                    value={url}
                    onFocus={(e) => e.currentTarget.select()}
                    aria-describedby="calendar-feed-url-hint"
                  />
                  <Button type="button" variant="outline" onClick={copy}>
                    <Copy aria-hidden /> Copy
                  </Button>
                </div>
                <p id="calendar-feed-url-hint" className="text-sm text-muted-foreground">
                  Copy it now: Memento keeps only a fingerprint of it and cannot show it again. Anyone with
                  the link can see these dates.
                </p>
              </div>
            ) : (
              <p className="text-sm text-muted-foreground">
                {data.active && data.created_at
                  ? `A subscription link is on since ${format(new Date(data.created_at), 'MMM d, yyyy')}. Make a new one to see it again; the old one then stops working.`
                  : 'No subscription link yet.'}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <Button type="button" onClick={() => regenerate.mutate()} disabled={busy}>
                {regenerate.isPending
                  ? 'Making link...'
                  : data.active
                    ? 'Make a new link'
                    : 'Create subscription link'}
              </Button>
              {data.active && (
                <Button type="button" variant="outline" onClick={() => turnOff.mutate()} disabled={busy}>
                  {turnOff.isPending ? 'Turning off...' : 'Turn off'}
                </Button>
              )}
              <Button asChild variant="ghost">
                <a href={IMPORTANT_DATES_DOWNLOAD} download>
                  <Download aria-hidden /> Download .ics
                </a>
              </Button>
            </div>
          </div>
        )}
      </QueryState>
    </SettingsSection>
  );
}
