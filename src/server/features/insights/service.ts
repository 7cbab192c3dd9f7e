import type { Insights, InsightsQuery } from '../../../shared/schemas/insights.ts';
import { WITH_WHOM_MINIMUM } from '../../../shared/schemas/insights.ts';
import type { ServiceContext } from '../../db/with-user.ts';
import { isAiEnabled } from '../ai/service.ts';
import { inTimeZone } from '../calendar/local-day.ts';
import { profileTimeZone } from '../profile/service.ts';
import type { EmotionRange } from './emotion-sql.ts';
import { emotionsOverTime } from './emotions-over-time.ts';
import { habitsOf } from './habits.ts';
import { activityByDay, emotionTagIds, entriesByHour } from './queries.ts';
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
      emotionTagIds: await emotionTagIds(ctx.tx, userId),
    };
    const aiEnabled = await isAiEnabled(ctx);
    const days = await activityByDay(ctx.tx, range);
    const hours = await entriesByHour(ctx.tx, range);
    const total = days.reduce((sum, day) => sum + day.entries, 0);
    const emotions = await emotionsOverTime(ctx.tx, range, query.bucket, aiEnabled, total);
    const people = await withWhom(ctx.tx, range, aiEnabled, WITH_WHOM_MINIMUM, WITH_WHOM_PEOPLE);
    return {
      from: query.from,
      to: query.to,
      tz,
      bucket: query.bucket,
      ai_enabled: aiEnabled,
      emotions: emotions.view,
      with_whom: { minimum: WITH_WHOM_MINIMUM, people: people(emotions.overall) },
      habits: habitsOf(days, hours, query.from, query.to),
      private_entries: days.reduce((sum, day) => sum + day.private, 0),
    };
  });
}
