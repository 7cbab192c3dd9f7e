import { Users } from 'lucide-react';
import { Link } from 'react-router';
import type { Insights } from '../../../shared/schemas/insights.ts';
import { type EmotionShares, emotionAdjective } from './emotion-style.ts';
import { MixBar } from './mix-bar.tsx';

type WithWhomData = Insights['with_whom'];
type Person = WithWhomData['people'][number];

const times = (ratio: number) => `${Number.isInteger(ratio) ? ratio : ratio.toFixed(1)}×`;

/** "Entries with Grandma Rosa are 2× more often joyful than your average", or that they match it. */
function finding(person: Person): string {
  if (!person.standout) return `Entries with ${person.name} feel much like your average.`;
  const { emotion, ratio } = person.standout;
  return `Entries with ${person.name} are ${times(ratio)} more often ${emotionAdjective[emotion]} than your average.`;
}

/** The people written about most, each one's emotion mix against the user's own. */
export function WithWhom({ data, overall }: { data: WithWhomData; overall: EmotionShares }) {
  if (data.people.length === 0)
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
        <Users aria-hidden className="size-8 text-muted-foreground/60" />
        <p>
          Nobody yet. A person shows here once {data.minimum} entries with an emotion link them in this range.
        </p>
      </div>
    );
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {data.people.map((person) => (
        <li key={person.id} className="flex flex-col gap-3 rounded-xl border p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <Link to={`/connections/${person.id}`} className="font-semibold hover:underline">
              {person.name}
            </Link>
            <span className="text-xs text-muted-foreground">
              Based on {person.entries} {person.entries === 1 ? 'entry' : 'entries'}
            </span>
          </div>
          <p className="text-sm">{finding(person)}</p>
          <div className="flex flex-col gap-1.5">
            <MixBar label={`With ${person.name.split(' ')[0]}`} shares={person.shares} />
            <MixBar label="Your average" shares={overall} />
          </div>
        </li>
      ))}
    </ul>
  );
}
