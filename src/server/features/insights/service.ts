import type { Insights, InsightsQuery } from '../../../shared/schemas/insights.ts';
import { WITH_WHOM_MINIMUM } from '../../../shared/schemas/insights.ts';
import { inTimeZone } from '../../db/local-day.ts';
import type { ServiceContext } from '../../db/with-user.ts';
import { isAiEnabled } from '../ai/service.ts';
import { profileTimeZone } from '../profile/service.ts';
import { refreshReadings } from './emotion-readings.ts';
import { emotionWeights } from './emotion-weight-queries.ts';
import { emotionsOverTime } from './emotions-over-time.ts';
import { habitsOf } from './habits.ts';
import type { EmotionRange } from './queries.ts';
import { activity, emotionTags } from './queries.ts';
import { withWhom } from './with-whom.ts';

/** People shown in "With whom" at most. */
const WITH_WHOM_PEOPLE = 6;

/** Emotions over time, with whom, writing habits and private entries of the actor's range: one view, one request. */
export async function getInsights(ctx: ServiceContext, query: InsightsQuery): Promise<Insights> {
  // The profile's zone names the days unless the request names one.
  const tz = query.tz ?? (await profileTimeZone(ctx));
  return inTimeZone(tz, async () => {
    const { userId } = ctx.actor;
    const range: EmotionRange = {
      userId,
      from: query.from,
      to: query.to,
      tz,
      emotionTags: await emotionTags(ctx.tx, userId),
    };
    const aiEnabled = await isAiEnabled(ctx);
    const { days, hours } = await activity(ctx.tx, range);
    const total = days.reduce((sum, day) => sum + day.entries, 0);
    const people = { minimum: WITH_WHOM_MINIMUM, limit: WITH_WHOM_PEOPLE };
    let weights = await emotionWeights(ctx.tx, range, query.bucket, aiEnabled, people);
    // Entries waiting for the local engine: read a batch, then weigh again (the page asks again
    // while `unread` is above 0). Once a range is read, a view is the one pass above.
    if (weights.unread > 0) {
      await refreshReadings(ctx.tx, range);
      weights = await emotionWeights(ctx.tx, range, query.bucket, aiEnabled, people);
    }
    return {
      from: query.from,
      to: query.to,
      tz,
      bucket: query.bucket,
      ai_enabled: aiEnabled,
      emotions: emotionsOverTime(weights.buckets, range, query.bucket, total, weights.unread),
      with_whom: { minimum: WITH_WHOM_MINIMUM, people: withWhom(weights.people, weights.buckets) },
      habits: habitsOf(days, hours, query.from, query.to),
      private_entries: days.reduce((sum, day) => sum + day.private, 0),
    };
  });
}
