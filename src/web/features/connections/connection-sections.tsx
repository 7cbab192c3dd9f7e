import { Link } from 'react-router';
import type { ConnectionDetail } from '../../../shared/schemas/connections.ts';
import { ListCard } from '../../components/ui/card.tsx';
import { ConnectionAvatar } from './connection-avatar.tsx';
import {
  connectionTypeLabels,
  formatImportantDate,
  formatLocalDay,
  isWebUrl,
  nextDateOccurrence,
} from './connection-display.ts';

const linkClass = 'text-primary underline-offset-4 hover:underline break-all';

export function ContactInformation({ contact }: { contact: ConnectionDetail['contact_info'] }) {
  const rows = [
    contact.email && {
      label: 'Email',
      node: (
        <a className={linkClass} href={`mailto:${contact.email}`}>
          {contact.email}
        </a>
      ),
    },
    contact.phone && {
      label: 'Phone',
      node: (
        <a className={linkClass} href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>
          {contact.phone}
        </a>
      ),
    },
    contact.social && {
      label: 'Social',
      node: isWebUrl(contact.social) ? (
        <a className={linkClass} href={contact.social} target="_blank" rel="noopener noreferrer">
          {contact.social}
        </a>
      ) : (
        <span>{contact.social}</span>
      ),
    },
  ].filter(Boolean) as { label: string; node: React.ReactNode }[];
  return (
    <ListCard title="Contact Information" items={rows} empty="No contact information.">
      {() => (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {rows.map((r) => (
            <div key={r.label} className="contents">
              <dt className="text-muted-foreground">{r.label}</dt>
              <dd className="min-w-0">{r.node}</dd>
            </div>
          ))}
        </dl>
      )}
    </ListCard>
  );
}

export function ImportantDates({ dates }: { dates: ConnectionDetail['important_dates'] }) {
  return (
    <ListCard title="Important Dates" items={dates} empty="No important dates.">
      {() => (
        <ul className="flex flex-col gap-3 text-sm">
          {dates.map((d) => {
            const next = nextDateOccurrence(d.date);
            return (
              <li
                key={`${d.label}-${d.date}`}
                className="flex flex-wrap items-baseline justify-between gap-x-3"
              >
                <span className="font-medium">{d.label}</span>
                <span className="text-muted-foreground">{formatImportantDate(d.date)}</span>
                {next && (
                  <span className="w-full text-xs text-muted-foreground">
                    Next: {formatLocalDay(next.date)} · {next.label}
                    {next.years ? ` · ${next.years} ${next.years === 1 ? 'year' : 'years'}` : ''}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </ListCard>
  );
}

export function RelatedConnections({ related }: { related: ConnectionDetail['related'] }) {
  return (
    <ListCard title="Related Connections" items={related} empty="No related connections.">
      {() => (
        <ul aria-label="Related connections" className="flex flex-col gap-2">
          {related.map((r) => (
            <li key={r.id}>
              <Link
                to={`/connections/${r.id}`}
                className="flex items-center gap-3 rounded-lg border p-2 hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
              >
                <ConnectionAvatar connection={r} size="sm" />
                <span className="min-w-0">
                  <span className="block truncate text-sm font-medium">{r.name}</span>
                  <span className="block text-xs text-muted-foreground">{connectionTypeLabels[r.type]}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </ListCard>
  );
}
