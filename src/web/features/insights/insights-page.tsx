import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChartColumn } from 'lucide-react';
import type { ReactNode } from 'react';
import type { InsightBucket } from '../../../shared/schemas/insights.ts';
import { insightsQuery } from '../../api/insights.ts';
import { Card } from '../../components/ui/card.tsx';
import { CreateLink } from '../../components/ui/create-link.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { NativeSelect, Options } from '../../components/ui/select.tsx';
import { SkeletonBlock } from '../../components/ui/skeleton.tsx';
import { isRangePreset, presetRange, rangePresets } from '../../lib/date-ranges.ts';
import { useSearchParam } from '../../lib/search-params.ts';
import { EmotionChart } from './emotion-chart.tsx';
import { ReadingProgress } from './reading-progress.tsx';
import { WithWhom } from './with-whom.tsx';
import { WritingHabits } from './writing-habits.tsx';

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6" aria-labelledby={id} role="region">
      <div>
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </Card>
  );
}

/** `/insights`: emotions over time, with whom, and writing habits over a chosen range (one request). */
export default function InsightsPage() {
  const [params, setParam] = useSearchParam();
  const preset = isRangePreset(params.get('range')) ? (params.get('range') as string) : '12m';
  const bucket: InsightBucket = params.get('bucket') === 'week' ? 'week' : 'month';
  const range = presetRange(preset as never);
  const insights = useQuery({
    ...insightsQuery({ ...range, bucket }),
    // The last view stays (with an open table) while another range or grouping loads.
    placeholderData: keepPreviousData,
    // Entries the engine has not read yet are read a batch per request: ask again until none wait.
    refetchInterval: (query) => ((query.state.data?.emotions.unread ?? 0) > 0 ? 400 : false),
  });

  const data = insights.data;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6" aria-busy={insights.isPlaceholderData}>
      <PageHeader
        title="Insights"
        subtitle="How you feel over time, with whom, and when you write."
        actions={
          <div className="flex flex-wrap gap-2">
            <label className="sr-only" htmlFor="insights-range">
              Range
            </label>
            <NativeSelect
              id="insights-range"
              value={preset}
              onChange={(e) => setParam('range', e.target.value)}
            >
              <Options options={rangePresets} />
            </NativeSelect>
            <label className="sr-only" htmlFor="insights-bucket">
              Group by
            </label>
            <NativeSelect
              id="insights-bucket"
              value={bucket}
              onChange={(e) => setParam('bucket', e.target.value)}
            >
              <option value="month">By month</option>
              <option value="week">By week</option>
            </NativeSelect>
          </div>
        }
      />
      {insights.isError ? (
        <LoadError
          title="Insights could not be loaded"
          error={insights.error}
          onRetry={() => insights.refetch()}
        />
      ) : !data ? (
        <div className="flex flex-col gap-6" role="status" aria-busy="true" aria-label="Loading insights">
          <SkeletonBlock className="h-72" />
          <SkeletonBlock className="h-48" />
          <SkeletonBlock className="h-40" />
        </div>
      ) : data.habits.entries === 0 ? (
        <EmptyState
          icon={ChartColumn}
          title="No entries in this range"
          description="Insights grow from your entries. Write one, or choose a longer range."
          action={<CreateLink to="/create-memento">New Memento</CreateLink>}
        />
      ) : (
        <>
          <Section
            id="emotions-over-time"
            title="Emotions over time"
            description={`The share of each emotion per ${bucket}, from your emotion tags${data.ai_enabled ? ' and, for untagged entries, from reading the text on this server' : ''}.`}
          >
            <ReadingProgress emotions={data.emotions} aiEnabled={data.ai_enabled} />
            {data.emotions.entries === 0 ? (
              <p className="text-sm text-muted-foreground">
                No entry in this range has an emotion yet. Add emotion tags to your entries to see them here.
              </p>
            ) : (
              <EmotionChart buckets={data.emotions.buckets} bucket={bucket} />
            )}
          </Section>
          <Section
            id="with-whom"
            title="With whom"
            description="How entries with the people you write about most feel, next to your average."
          >
            <WithWhom data={data.with_whom} overall={data.emotions.overall} />
          </Section>
          <Section id="writing-habits" title="Writing habits" description="When and how much you write.">
            <WritingHabits habits={data.habits} privateEntries={data.private_entries} />
          </Section>
        </>
      )}
    </div>
  );
}
