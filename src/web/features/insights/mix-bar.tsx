import { type EmotionShares, emotionFill, emotionsIn, percent } from './emotion-style.ts';

/** One horizontal bar of an emotion mix, labelled for screen readers with its shares. */
export function MixBar({ label, shares }: { label: string; shares: EmotionShares }) {
  const emotions = emotionsIn(shares);
  const described = emotions.map((e) => `${e} ${percent(shares[e])}`).join(', ');
  return (
    <div className="flex items-center gap-3 text-xs">
      <span className="w-24 shrink-0 text-muted-foreground">{label}</span>
      <div
        role="img"
        aria-label={`${label}: ${described}`}
        className="flex h-3 flex-1 overflow-hidden rounded-full bg-muted"
      >
        {emotions.map((e) => (
          <span
            key={e}
            title={`${e} ${percent(shares[e])}`}
            style={{ width: percent(shares[e]), background: emotionFill[e] }}
          />
        ))}
      </div>
    </div>
  );
}
