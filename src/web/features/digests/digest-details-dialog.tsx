import { percent } from '../../../shared/percent.ts';
import { reportedEmotions } from '../../../shared/reported-emotions.ts';
import type { Digest } from '../../../shared/schemas/digests.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';
import { DigestClaims } from './digest-claims.tsx';
import { formatDigestRange } from './format-range.ts';

const engineNames: Record<Digest['engine'], string> = {
  local: 'Written offline by Memento’s own engine.',
  openai: 'Written by the configured AI model.',
};

function EmotionTrends({ trends }: { trends: Digest['emotion_trends'] }) {
  // The same list the summary's text is written from, so the two agree.
  const rows = reportedEmotions(trends);
  if (rows.length === 0)
    return <p className="text-sm text-muted-foreground">No emotions recorded in this period.</p>;
  return (
    <ul className="flex flex-col gap-2">
      {rows.map(([name, value]) => (
        <li
          key={name}
          data-testid="emotion-trend"
          className="grid grid-cols-[6.5rem_1fr_3.5rem] items-center gap-3 text-sm"
        >
          <span>{name}</span>
          {/* The bar is decoration: the percentage beside it carries the value for everyone. */}
          <span aria-hidden className="h-2.5 overflow-hidden rounded-full bg-muted">
            <span className="block h-full rounded-full bg-primary" style={{ width: percent(value) }} />
          </span>
          <span className="text-right tabular-nums text-muted-foreground">{percent(value)}</span>
        </li>
      ))}
    </ul>
  );
}

/** 'View Details': the digest's Summary, Emotion Trends and Memorable Quotes. */
export function DigestDetailsDialog({ digest }: { digest: Digest }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          View Details
        </Button>
      </DialogTrigger>
      <DialogContent
        title={digest.title}
        description={formatDigestRange(digest.date_range)}
        className="max-w-2xl"
      >
        {digest.note && <p className="text-sm text-muted-foreground italic">{digest.note}</p>}
        <section className="flex flex-col gap-2">
          <h3 className="font-semibold">Summary</h3>
          <DigestClaims digest={digest} />
          <p className="text-xs text-muted-foreground">{engineNames[digest.engine]}</p>
        </section>
        <section className="flex flex-col gap-2">
          <h3 className="font-semibold">Emotion Trends</h3>
          <EmotionTrends trends={digest.emotion_trends} />
        </section>
        <section className="flex flex-col gap-2">
          <h3 className="font-semibold">Memorable Quotes</h3>
          {digest.quote_highlights.length === 0 ? (
            <p className="text-sm text-muted-foreground">No quotes from this period.</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {digest.quote_highlights.map((quote) => (
                <li key={quote}>
                  <blockquote className="border-l-2 border-primary/60 pl-3 text-sm italic">
                    “{quote}”
                  </blockquote>
                </li>
              ))}
            </ul>
          )}
        </section>
      </DialogContent>
    </Dialog>
  );
}
