import { useQuery } from '@tanstack/react-query';
import { Plus, Sparkles } from 'lucide-react';
import { tagsQuery } from '../../api/catalog.ts';
import { Button } from '../../components/ui/button.tsx';
import { useEmotionSuggestions } from './use-emotion-suggestions.ts';

interface TagRef {
  id: string;
  name: string;
  type: string;
}

/**
 * Emotion tags read from the text as the user writes, one click to add each. Tags already on the
 * entry are not offered again.
 */
export function EmotionTagSuggestions({
  text,
  selected,
  onAccept,
}: {
  text: string;
  selected: { id: string }[];
  onAccept: (tag: TagRef) => void;
}) {
  const { suggestions } = useEmotionSuggestions(text);
  const tags = useQuery({
    ...tagsQuery(),
    enabled: suggestions.length > 0,
  });
  const chosen = new Set(selected.map((t) => t.id));
  const offers = suggestions
    .map((name) =>
      tags.data?.items.find((t) => t.type === 'emotion' && t.name.toLowerCase() === name.toLowerCase()),
    )
    .filter((t): t is NonNullable<typeof t> => t !== undefined && !chosen.has(t.id));
  if (offers.length === 0) return null;
  return (
    <section aria-label="Suggested emotions" className="flex flex-wrap items-center gap-2 text-sm">
      <span className="flex items-center gap-1 text-muted-foreground">
        <Sparkles aria-hidden className="size-4" />
        Suggested emotions:
      </span>
      {offers.map((tag) => (
        <Button
          key={tag.id}
          type="button"
          size="sm"
          variant="outline"
          aria-label={`Add emotion ${tag.name}`}
          onClick={() => onAccept({ id: tag.id, name: tag.name, type: tag.type })}
        >
          <Plus aria-hidden />
          {tag.name}
        </Button>
      ))}
    </section>
  );
}
