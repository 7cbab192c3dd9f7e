import { useQuery } from '@tanstack/react-query';
import {
  CalendarDays,
  ChartColumn,
  FolderKanban,
  Heart,
  NotebookPen,
  Settings,
  Sparkles,
  Tags,
  Users,
} from 'lucide-react';
import { NavLink } from 'react-router';
import type { RecentConnection } from '../../shared/schemas/meta.ts';
import { connectionQueries } from '../api/connections.ts';
import { useAccount } from '../auth/account.tsx';
import { connectionTypeIcons } from '../features/connections/connection-display.ts';
import { cn } from '../lib/cn.ts';

const links = [
  { to: '/dashboard', label: 'Entries', icon: NotebookPen },
  { to: '/connections', label: 'Connections', icon: Users },
  { to: '/calendar', label: 'Calendar', icon: CalendarDays },
  { to: '/groups', label: 'Groups', icon: FolderKanban },
  // Not in the spec's list, which is the minimum: without it the Reflect pillar cannot be found.
  { to: '/digest', label: 'Digests', icon: Sparkles },
  { to: '/insights', label: 'Insights', icon: ChartColumn },
  { to: '/favorites', label: 'Favorites', icon: Heart },
  { to: '/tags', label: 'Tags & places', icon: Tags },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-sm lg:min-h-0 font-medium transition-colors',
    isActive
      ? 'bg-accent text-accent-foreground'
      : 'text-muted-foreground hover:bg-muted hover:text-foreground',
  );

/** The app's main navigation; `onNavigate` closes the mobile drawer after a choice. */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useAccount();
  return (
    <nav aria-label="Main" className="flex flex-col gap-6 p-3">
      <ul className="flex flex-col gap-1">
        {links.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink to={to} className={linkClass} onClick={onNavigate}>
              <Icon aria-hidden className="size-4" />
              {label}
            </NavLink>
          </li>
        ))}
        {user && (
          <li>
            <NavLink to="/settings" className={linkClass} onClick={onNavigate}>
              <Settings aria-hidden className="size-4" />
              Profile Settings
            </NavLink>
          </li>
        )}
      </ul>
      {user && <RecentConnections onNavigate={onNavigate} />}
    </nav>
  );
}

/** The four connections most recently linked to an entry; hidden when there are none. */
function RecentConnections({ onNavigate }: { onNavigate?: () => void }) {
  const { data } = useQuery(connectionQueries.recent());
  const items: RecentConnection[] = data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="recent-connections">
      <h2
        id="recent-connections"
        className="px-3 pb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
      >
        Recent Connections
      </h2>
      <ul className="flex flex-col gap-1">
        {items.map((c) => {
          const Icon = connectionTypeIcons[c.type];
          return (
            <li key={c.id}>
              <NavLink to={`/connections/${c.id}`} className={linkClass} onClick={onNavigate}>
                <Icon aria-hidden className="size-4" />
                <span className="truncate">{c.name}</span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
