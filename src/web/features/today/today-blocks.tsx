import { CalendarHeart, History, Lock, MessageCircleHeart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ComingUpItem, OnThisDayItem, ReachOutItem } from '../../../shared/schemas/today.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { ConnectionAvatar } from '../connections/connection-avatar.tsx';
import { plainExcerpt } from '../entries/entry-display.ts';
import { dateTitle, memoriesLine, reachOutLine, whenLabel, yearsAgoLabel } from './today-display.ts';

const linkClass = 'font-medium text-foreground underline-offset-4 hover:underline';

/** One of Today's three blocks: a titled card whose list, or empty state, fills it. */
function Block({
  id,
  title,
  icon: Icon,
  footer,
  children,
}: {
  id: string;
  title: string;
  icon: typeof History;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card role="region" aria-labelledby={id} className="flex min-w-0 flex-col">
      <CardHeader className="pb-3">
        <CardTitle id={id} className="flex items-center gap-2 text-base">
          <Icon aria-hidden className="size-4 text-primary" /> {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        {children}
        {footer && <div className="mt-auto pt-1">{footer}</div>}
      </CardContent>
    </Card>
  );
}

const Empty = ({ children }: { children: ReactNode }) => (
  <p className="text-sm text-muted-foreground">{children}</p>
);

/** One remembered entry: its photo, title, how long ago and the start of its text. */
export function RecalledEntry({ item }: { item: OnThisDayItem }) {
  return (
    <li className="flex gap-3">
      {item.photo_url && (
        <img
          src={item.photo_url}
          alt=""
          loading="lazy"
          className="size-14 shrink-0 rounded-md border object-cover"
        />
      )}
      <div className="min-w-0">
        <p className="text-xs font-medium text-primary">{yearsAgoLabel(item.years_ago)}</p>
        <Link
          to={`/entries/${item.id}`}
          className={`${linkClass} flex min-h-11 min-w-0 items-center gap-1 sm:min-h-0`}
        >
          {item.is_private && (
            <Lock aria-label="Private" className="size-3.5 shrink-0 text-muted-foreground" />
          )}
          <span className="truncate">{item.title}</span>
        </Link>
        {item.excerpt && (
          <p className="line-clamp-2 text-sm text-muted-foreground">{plainExcerpt(item.excerpt, 160)}</p>
        )}
      </div>
    </li>
  );
}

export function OnThisDayBlock({
  date,
  items,
  total,
}: {
  date: string;
  items: OnThisDayItem[];
  total: number;
}) {
  return (
    <Block
      id="today-on-this-day"
      title="On this day"
      icon={History}
      footer={
        <Link
          to={`/on-this-day?date=${date}`}
          className="inline-flex min-h-11 items-center text-sm text-primary underline-offset-4 hover:underline sm:min-h-0"
        >
          {total > items.length ? `Show me more (${total})` : 'Show me more'}
        </Link>
      }
    >
      {items.length === 0 ? (
        <Empty>
          Nothing from this day in earlier years yet. What you write today comes back here next year.
        </Empty>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Entries from this day in earlier years">
          {items.map((item) => (
            <RecalledEntry key={item.id} item={item} />
          ))}
        </ul>
      )}
    </Block>
  );
}

function ComingUpRow({ item }: { item: ComingUpItem }) {
  const { connection } = item;
  return (
    <li className="flex gap-3">
      <ConnectionAvatar connection={connection} size="sm" />
      <div className="min-w-0 text-sm">
        <p>
          <Link to={`/connections/${connection.id}`} className={linkClass}>
            {dateTitle(item)}
          </Link>{' '}
          <span className="text-muted-foreground">
            {whenLabel(item)}
            {item.years ? ` · ${item.years} ${item.years === 1 ? 'year' : 'years'}` : ''}
          </span>
        </p>
        {item.entry_count > 0 ? (
          <Link
            to={`/dashboard?connection=${connection.id}`}
            className="text-muted-foreground underline-offset-4 hover:underline"
            aria-label={`${memoriesLine(item)}: entries with ${connection.name}`}
          >
            {memoriesLine(item)}
          </Link>
        ) : (
          <p className="text-muted-foreground">{memoriesLine(item)}</p>
        )}
        {item.memories[0] && (
          <p className="line-clamp-1 text-xs text-muted-foreground">
            Latest:{' '}
            <Link to={`/entries/${item.memories[0].id}`} className="underline underline-offset-4">
              {item.memories[0].title}
            </Link>
          </p>
        )}
      </div>
    </li>
  );
}

export function ComingUpBlock({ items }: { items: ComingUpItem[] }) {
  return (
    <Block id="today-coming-up" title="Coming up" icon={CalendarHeart}>
      {items.length === 0 ? (
        <Empty>
          No birthdays or anniversaries in the next 14 days. Add important dates on a{' '}
          <Link to="/connections" className="text-primary underline underline-offset-4">
            connection
          </Link>
          .
        </Empty>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Important dates in the next 14 days">
          {items.map((item) => (
            <ComingUpRow key={`${item.connection.id}-${item.label}-${item.date}`} item={item} />
          ))}
        </ul>
      )}
    </Block>
  );
}

export function ReachOutBlock({ items, total }: { items: ReachOutItem[]; total: number }) {
  return (
    <Block
      id="today-reach-out"
      title="Reach out"
      icon={MessageCircleHeart}
      footer={
        total > items.length && (
          <Link
            to="/connections?sort=overdue"
            className="text-sm text-primary underline-offset-4 hover:underline"
          >
            All {total} overdue
          </Link>
        )
      }
    >
      {items.length === 0 ? (
        <Empty>
          You are in touch with everyone you asked to be reminded about. Set a cadence on a connection to see
          it here.
        </Empty>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Connections to reach out to">
          {items.map((item) => (
            <li key={item.connection.id} className="flex gap-3">
              <ConnectionAvatar connection={item.connection} size="sm" />
              <div className="min-w-0 text-sm">
                <Link to={`/connections/${item.connection.id}`} className={linkClass}>
                  {item.connection.name}
                </Link>
                <p className="text-muted-foreground">{reachOutLine(item)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Block>
  );
}
