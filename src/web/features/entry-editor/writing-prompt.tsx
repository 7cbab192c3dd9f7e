import { Lightbulb, Quote, RefreshCw, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { nextPrompt } from './writing-prompts.ts';

/**
 * 'Need inspiration?': offers one reflective prompt at a time; 'Use this prompt' keeps it with the
 * entry (prompt_used) and shows it above the content.
 */
export function WritingPrompt({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (prompt: string | null) => void;
}) {
  const [offer, setOffer] = useState<string | null>(null);

  if (value) {
    return (
      <figure className="flex items-start gap-3 rounded-lg border-l-4 border-primary bg-accent/60 px-4 py-3">
        <Quote aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
        <blockquote
          className="min-w-0 flex-1 text-sm text-accent-foreground italic"
          aria-label="Writing prompt"
        >
          {value}
        </blockquote>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="-my-1 h-7 px-2"
          aria-label="Remove the prompt"
          onClick={() => onChange(null)}
        >
          <X />
        </Button>
      </figure>
    );
  }

  if (!offer) {
    return (
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        onClick={() => setOffer(nextPrompt(null))}
      >
        <Lightbulb className="text-amber-500" />
        Need inspiration?
      </Button>
    );
  }

  return (
    <section
      aria-label="Writing prompt suggestion"
      className="flex flex-col gap-3 rounded-lg border bg-muted/40 p-4"
    >
      <p className="flex items-start gap-2 text-sm">
        <Lightbulb aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-500" />
        <span aria-live="polite">{offer}</span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={() => onChange(offer)}>
          Use this prompt
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => setOffer(nextPrompt(offer))}>
          <RefreshCw />
          Another
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => setOffer(null)}>
          Not now
        </Button>
      </div>
    </section>
  );
}
