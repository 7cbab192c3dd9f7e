import { Lock, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { Entry } from '../../../shared/schemas/entries.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { CardTitleLink, LinkedCard } from '../../components/ui/linked-card.tsx';
import { AttachmentBadge } from '../attachments/attachment-grid.tsx';
import { FavoriteButton } from '../favorites/favorite-button.tsx';
import { entryTypeLabels, formatCardDate, plainExcerpt, sortTags } from './entry-display.ts';
import { TagLink } from './tag-chip.tsx';

/**
 * One entry in a grid (PRODUCT-SPEC 'Activities list'). The whole card opens the entry; the
 * connection links and the heart sit above that link so each stays its own target.
 */
export function EntryCard({
  entry,
  heading,
}: {
  entry: Entry;
  /** The title's level: h2 right under a page's h1, h3 under a section's h2 (headings go down one step at a time). */
  heading?: 'h2' | 'h3';
}) {
  // Emotions and topics: what the moment felt like and what it was about.
  const shownTags = sortTags(entry.tags).filter((t) => t.type === 'emotion' || t.type === 'topic');
  const cover = entry.attachments.find((a) => a.kind === 'image');
  return (
    <LinkedCard className="group w-full">
      {cover?.thumbnail_url && (
        <div className="-mx-5 -mt-5 mb-1 overflow-hidden rounded-t-xl">
          <img src={cover.thumbnail_url} alt="" loading="lazy" className="aspect-[5/2] w-full object-cover" />
        </div>
      )}
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitleLink as={heading} to={`/entries/${entry.id}`} className="leading-snug">
            {entry.title}
          </CardTitleLink>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <time dateTime={entry.occurred_at}>{formatCardDate(entry.occurred_at)}</time>
            {entry.location && (
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden className="size-3.5" />
                {entry.location.label}
              </span>
            )}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <AttachmentBadge count={entry.attachments.length} />
          {entry.is_private && <Lock aria-label="Private" className="size-4 text-muted-foreground" />}
          <Badge className="bg-accent text-accent-foreground border-transparent">
            {entryTypeLabels[entry.type]}
          </Badge>
          <FavoriteButton kind="entry" id={entry.id} isFavorite={entry.is_favorite} />
        </div>
      </div>
      {entry.content && (
        <p className="line-clamp-2 text-sm text-muted-foreground">{plainExcerpt(entry.content)}</p>
      )}
      {(shownTags.length > 0 || entry.connections.length > 0) && (
        <div className="mt-auto flex flex-wrap items-center gap-1.5">
          {shownTags.map((tag) => (
            <TagLink key={tag.id} tag={tag} />
          ))}
          {entry.connections.map((c) => (
            <Link
              key={c.id}
              to={`/connections/${c.id}`}
              className="group/chip relative z-10 inline-flex min-h-11 min-w-11 items-center justify-center sm:min-h-0 sm:min-w-0"
            >
              <span className="rounded-full border px-2 py-0.5 text-xs font-medium group-hover/chip:bg-muted">
                {c.name}
              </span>
            </Link>
          ))}
        </div>
      )}
    </LinkedCard>
  );
}
