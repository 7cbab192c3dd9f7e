import { Link } from 'react-router';
import type { Digest } from '../../../shared/schemas/digests.ts';

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/**
 * The digest's text claim by claim, each followed by links to the entries it rests on. Digests
 * written before claims were stored have none: their text is shown as it is.
 */
export function DigestClaims({ digest }: { digest: Digest }) {
  if (digest.claims.length === 0)
    return <p className="text-sm leading-relaxed whitespace-pre-line">{digest.content}</p>;
  const cited = new Map(digest.cited_entries.map((e) => [e.id, e]));
  return (
    <div className="flex flex-col gap-3">
      {digest.claims.map((claim, i) => {
        const entries = claim.entry_ids.flatMap((id) => cited.get(id) ?? []);
        return (
          // Claims have no id of their own; their order is fixed once the digest is written.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
          <div key={i} className="flex flex-col gap-1">
            <p className="text-sm leading-relaxed">{claim.text}</p>
            {entries.length > 0 && (
              <ul aria-label="Cited entries" className="flex flex-wrap gap-x-3 gap-y-1 text-xs">
                {entries.map((e) => (
                  <li key={e.id}>
                    <Link
                      to={`/entries/${e.id}`}
                      className="text-primary underline-offset-2 hover:underline focus-visible:underline"
                    >
                      {e.title} · {shortDate.format(new Date(e.occurred_at))}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </div>
  );
}
