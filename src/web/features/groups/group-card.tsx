import { type Group, groupItemTypes } from '../../../shared/schemas/groups.ts';
import { CardTitleLink, LinkedCard } from '../../components/ui/linked-card.tsx';
import { formatCardDate } from '../entries/entry-display.ts';
import { typeCopy } from './group-copy.ts';

/** One group in the grid: name, description, item counts per type and the created date. */
export function GroupCard({ group }: { group: Group }) {
  const total = groupItemTypes.reduce((sum, type) => sum + group.item_counts[type], 0);
  return (
    <LinkedCard className="h-full">
      <CardTitleLink as="h2" to={`/groups/${group.id}`} className="leading-snug break-words">
        {group.name}
      </CardTitleLink>
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
    </LinkedCard>
  );
}
