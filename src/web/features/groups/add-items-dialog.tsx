import { useState } from 'react';
import { type GroupItemType, groupItemTypes } from '../../../shared/schemas/groups.ts';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { SearchInput } from '../../components/ui/search-input.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { useDebounced } from '../../layout/use-debounced.ts';
import { CandidateList } from './candidate-list.tsx';
import { typeCopy } from './group-copy.ts';

/**
 * 'Add Items to Group': one search box over tabs of entries, connections, tags and locations not
 * yet in the group. Open while `type` is set; the tab shown is `type`.
 */
export function AddItemsDialog({
  groupId,
  type,
  onTypeChange,
  onClose,
}: {
  groupId: string;
  type: GroupItemType | null;
  onTypeChange: (type: GroupItemType) => void;
  onClose: () => void;
}) {
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 250);
  return (
    <Dialog
      open={type !== null}
      onOpenChange={(open) => {
        if (open) return;
        setSearch('');
        onClose();
      }}
    >
      <DialogContent title="Add Items to Group" className="max-w-2xl">
        <SearchInput
          aria-label="Search items"
          placeholder="Search items..."
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <Tabs value={type ?? 'entry'} onValueChange={(v) => onTypeChange(v as GroupItemType)}>
          <TabsList aria-label="Item types" className="mb-3 h-auto flex-wrap justify-start">
            {groupItemTypes.map((t) => (
              <TabsTrigger key={t} value={t}>
                {typeCopy[t].label}
              </TabsTrigger>
            ))}
          </TabsList>
          {groupItemTypes.map((t) => (
            <TabsContent key={t} value={t} className="outline-none">
              <CandidateList groupId={groupId} type={t} q={q} />
            </TabsContent>
          ))}
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
