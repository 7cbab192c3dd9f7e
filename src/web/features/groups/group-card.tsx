import { Link } from 'react-router';
import { type Group, groupItemTypes } from '../../../shared/schemas/groups.ts';
import { formatCardDate } from '../entries/entry-display.ts';
import { typeCopy } from './group-copy.ts';

/** One group in the grid: name, description, item counts per type and the created date. */
export function GroupCard({ group }: { group: Group }) {
  const total = groupItemTypes.reduce((sum, type) => sum + group.item_counts[type], 0);
  return (
    <article className="relative flex h-full min-w-0 flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      <h2 className="font-semibold leading-snug break-words">
        <Link
          to={`/groups/${group.id}`}
          className="outline-none after:absolute after:inset-0 after:rounded-xl"
        >
          {group.name}
        </Link>
      </h2>
      {group.description && (
        <p className="line-clamp-3 text-sm break-words text-muted-foreground">{group.description}</p>
      )}
      <p className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        {total === 0
          ? 'No items yet'
          : groupItemTypes
              .filter((type) => group.item_counts[type] > 0)
              .map((type) => {
                const { icon: Icon, singular, plural } = typeCopy[type];
                const n = group.item_counts[type];
                return (
                  <span key={type} className="inline-flex items-center gap-1">
                    <Icon aria-hidden className="size-3.5" />
                    {n} {n === 1 ? singular.toLowerCase() : plural}
                  </span>
                );
              })}
      </p>
      <p className="text-xs text-muted-foreground">
        Created <time dateTime={group.created_at}>{formatCardDate(group.created_at)}</time>
      </p>
    </article>
  );
}
