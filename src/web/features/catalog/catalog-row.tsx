import { Link } from 'react-router';
import type { CatalogKind } from '../../api/catalog.ts';
import { ConfirmDeleteButton } from '../../components/ui/confirm-delete-button.tsx';
import { TagChip } from '../entries/tag-chip.tsx';
import { MergeDialog, type MergeTarget } from './merge-dialog.tsx';
import { RenameDialog } from './rename-dialog.tsx';
import { useCatalogMutations } from './use-catalog-mutations.ts';

export interface CatalogItem {
  id: string;
  name: string;
  /** The tag's kind (emotion, topic, theme), which colours its chip; none for places. */
  type?: string;
  entry_count: number;
}

export const entriesPath = (kind: CatalogKind, id: string) =>
  kind === 'tag' ? `/tags/${id}` : `/places/${id}`;
const countLabel = (n: number) => `${n} ${n === 1 ? 'activity' : 'activities'}`;

/** One tag or place: its name (opening its activities), how many use it, and rename, merge, delete. */
export function CatalogRow({
  kind,
  item,
  others,
}: {
  kind: CatalogKind;
  item: CatalogItem;
  others: MergeTarget[];
}) {
  const { rename, merge, remove } = useCatalogMutations(kind, item.id);
  const noun = kind === 'tag' ? 'tag' : 'place';
  return (
    <li className="flex items-center gap-3 border-b py-2 last:border-b-0">
      <Link to={entriesPath(kind, item.id)} className="flex min-w-0 flex-1 rounded-md hover:underline">
        {item.type ? (
          <TagChip
            tag={{ name: item.name, type: item.type }}
            className="block max-w-full truncate px-3 py-1 text-sm"
          />
        ) : (
          <span className="truncate text-sm font-medium">{item.name}</span>
        )}
      </Link>
      <span className="shrink-0 text-sm text-muted-foreground tabular-nums">
        {countLabel(item.entry_count)}
      </span>
      <div className="flex shrink-0">
        <RenameDialog name={item.name} noun={noun} pending={rename.isPending} onRename={rename.mutateAsync} />
        <MergeDialog
          name={item.name}
          noun={noun}
          targets={others}
          pending={merge.isPending}
          onMerge={merge.mutateAsync}
        />
        <ConfirmDeleteButton
          iconLabel={`Delete ${noun} ${item.name}`}
          title={`Delete this ${noun}?`}
          description={`"${item.name}" will be deleted for good. Its activities stay; they just no longer carry it.`}
          confirmLabel={`Delete ${noun}`}
          remove={remove}
        />
      </div>
    </li>
  );
}
