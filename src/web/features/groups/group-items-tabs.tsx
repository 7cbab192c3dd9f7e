import { Plus } from 'lucide-react';
import { useState } from 'react';
import { type Group, type GroupItemType, groupItemTypes } from '../../../shared/schemas/groups.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { AddItemsDialog } from './add-items-dialog.tsx';
import { allItemsCopy, typeCopy } from './group-copy.ts';
import { GroupItemSection } from './group-item-section.tsx';

type Tab = 'all' | GroupItemType;

function Count({ n }: { n: number }) {
  return <span className="rounded-full bg-muted px-1.5 text-xs tabular-nums">{n}</span>;
}

/** All Items, Entries, Connections, Tags and Locations, each with its count, empty state and add button. */
export function GroupItemsTabs({ group }: { group: Group }) {
  const [tab, setTab] = useState<Tab>('all');
  const [adding, setAdding] = useState<GroupItemType | null>(null);
  const counts = group.item_counts;
  const total = groupItemTypes.reduce((sum, type) => sum + counts[type], 0);
  const addButton = (type: GroupItemType, label = 'Add Items') => (
    <Button onClick={() => setAdding(type)}>
      <Plus aria-hidden /> {label}
    </Button>
  );

  return (
    <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <TabsList aria-label="Item types" className="h-auto flex-wrap justify-start">
          <TabsTrigger value="all">
            All Items <Count n={total} />
          </TabsTrigger>
          {groupItemTypes.map((type) => (
            <TabsTrigger key={type} value={type}>
              {typeCopy[type].label} <Count n={counts[type]} />
            </TabsTrigger>
          ))}
        </TabsList>
        {total > 0 && addButton(tab === 'all' ? 'entry' : tab)}
      </div>

      <TabsContent value="all" className="flex flex-col gap-8 outline-none">
        {total === 0 ? (
          <EmptyState
            icon={allItemsCopy.icon}
            title={allItemsCopy.emptyTitle}
            description={allItemsCopy.emptyDescription}
            action={addButton('entry')}
          />
        ) : (
          groupItemTypes
            .filter((type) => counts[type] > 0)
            .map((type) => (
              <section key={type} aria-labelledby={`group-section-${type}`} className="flex flex-col gap-3">
                <h2 id={`group-section-${type}`} className="text-lg font-semibold">
                  {typeCopy[type].label}
                </h2>
                <GroupItemSection groupId={group.id} type={type} />
              </section>
            ))
        )}
      </TabsContent>

      {groupItemTypes.map((type) => {
        const copy = typeCopy[type];
        return (
          <TabsContent key={type} value={type} className="outline-none">
            {counts[type] === 0 ? (
              <EmptyState
                icon={copy.icon}
                title={copy.emptyTitle}
                description={copy.emptyDescription}
                action={addButton(type, `Add ${copy.label}`)}
              />
            ) : (
              <GroupItemSection groupId={group.id} type={type} />
            )}
          </TabsContent>
        );
      })}

      <AddItemsDialog
        groupId={group.id}
        type={adding}
        onTypeChange={setAdding}
        onClose={() => setAdding(null)}
      />
    </Tabs>
  );
}
