import { ChevronLeft, ChevronRight, Link2, Lock, MapPin, StickyNote } from 'lucide-react';
import { Link } from 'react-router';
import type { EntryDetail } from '../../../shared/schemas/entries.ts';
import { BackLink } from '../../components/ui/back-link.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle, ListCard, TitledCard } from '../../components/ui/card.tsx';
import { EditLink } from '../../components/ui/edit-link.tsx';
import { MarkdownText } from '../../components/ui/markdown.tsx';
import { RouteRecord } from '../../components/ui/record-state.tsx';
import { SummarizeButton } from '../ai/summarize-button.tsx';
import { AttachmentGrid } from '../attachments/attachment-grid.tsx';
import { FavoriteButton } from '../favorites/favorite-button.tsx';
import { DeleteEntryButton } from './delete-entry-button.tsx';
import { entryTypeLabels, formatLongDate, formatTime, sortTags } from './entry-display.ts';
import { entryRecord } from './entry-record.tsx';
import { StarRatingDisplay } from './star-rating.tsx';
import { TagLink } from './tag-chip.tsx';

/** `/entries/:id`: one entry in full (PRODUCT-SPEC 'Entry detail'). */
export default function EntryDetailPage() {
  return <RouteRecord of={entryRecord}>{(entry) => <EntryView entry={entry} />}</RouteRecord>;
}

function EntryView({ entry }: { entry: EntryDetail }) {
  const tags = sortTags(entry.tags);
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-5">
      <BackLink to="/dashboard" className="min-h-11 w-fit sm:min-h-0">
        Activities
      </BackLink>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="mb-2 flex flex-wrap items-center gap-2">
            <Badge className="bg-accent text-accent-foreground border-transparent">
              {entryTypeLabels[entry.type]}
            </Badge>
            {entry.is_private && (
              <Badge className="gap-1">
                <Lock aria-hidden className="size-3" /> Private
              </Badge>
            )}
          </div>
          <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">{entry.title}</h1>
          <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-muted-foreground">
            <time dateTime={entry.occurred_at}>{formatLongDate(entry.occurred_at)}</time>
            <span>{formatTime(entry.occurred_at)}</span>
            {entry.location && (
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden className="size-4" /> {entry.location.label}
              </span>
            )}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <FavoriteButton kind="entry" id={entry.id} isFavorite={entry.is_favorite} className="p-2" />
          <EditLink to={`/edit-entry/${entry.id}`} />
          <DeleteEntryButton entryId={entry.id} title={entry.title} />
        </div>
      </header>

      <Card>
        <CardHeader>
          <CardTitle>Content</CardTitle>
          {entry.prompt_used && (
            <p className="text-sm text-muted-foreground italic">Prompt: {entry.prompt_used}</p>
          )}
        </CardHeader>
        <CardContent>
          {entry.content ? (
            <MarkdownText text={entry.content} />
          ) : (
            <p className="text-muted-foreground">No content.</p>
          )}
        </CardContent>
      </Card>

      {entry.attachments.length > 0 && (
        <TitledCard title="Attachments">
          <AttachmentGrid attachments={entry.attachments} />
        </TitledCard>
      )}

      <SummarizeButton entry={entry} />
      {entry.summary && (
        <TitledCard title="AI Summary">
          <p>{entry.summary}</p>
        </TitledCard>
      )}

      <div className="grid gap-5 md:grid-cols-2">
        <ListCard title="Related Connections" items={entry.connections} empty="No connections linked.">
          {() => (
            <ul className="flex flex-wrap gap-2">
              {entry.connections.map((c) => (
                <li key={c.id}>
                  <Link
                    to={`/connections/${c.id}`}
                    className="inline-flex min-h-11 items-center rounded-full border px-3 py-1 text-sm hover:bg-muted sm:min-h-0"
                  >
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </ListCard>
        <ListCard title="Tags" items={tags} empty="No tags.">
          {() => (
            <ul className="flex flex-wrap gap-2">
              {tags.map((t) => (
                <li key={t.id}>
                  <TagLink tag={t} className="px-3 py-1 text-sm" />
                </li>
              ))}
            </ul>
          )}
        </ListCard>
        <TitledCard title="Star Rating">
          <StarRatingDisplay rating={entry.star_rating} />
        </TitledCard>
        {entry.source && (
          <Card>
            <CardHeader>
              <CardTitle>Source</CardTitle>
            </CardHeader>
            <CardContent className="flex items-start gap-2 text-sm break-all">
              {entry.source.source_type === 'url' ? (
                <>
                  <Link2 aria-hidden className="mt-0.5 size-4 shrink-0" />
                  <a
                    href={entry.source.reference_text}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="text-primary underline"
                  >
                    {entry.source.reference_text}
                  </a>
                </>
              ) : (
                <>
                  <StickyNote aria-hidden className="mt-0.5 size-4 shrink-0" />
                  <span>{entry.source.reference_text}</span>
                </>
              )}
            </CardContent>
          </Card>
        )}
      </div>

      <nav aria-label="More activities" className="flex justify-between gap-2 border-t pt-4">
        {entry.older_id ? (
          <ButtonLink to={`/entries/${entry.older_id}`} variant="ghost">
            <ChevronLeft aria-hidden /> Older
          </ButtonLink>
        ) : (
          <span />
        )}
        {entry.newer_id && (
          <ButtonLink to={`/entries/${entry.newer_id}`} variant="ghost">
            Newer <ChevronRight aria-hidden />
          </ButtonLink>
        )}
      </nav>
    </article>
  );
}
