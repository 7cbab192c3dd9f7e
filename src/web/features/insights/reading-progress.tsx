import type { Insights } from '../../../shared/schemas/insights.ts';

/** How the emotions were found, and a progress bar while the engine still reads untagged entries. */
export function ReadingProgress({
  emotions,
  aiEnabled,
}: {
  emotions: Insights['emotions'];
  aiEnabled: boolean;
}) {
  const { tagged, read, unread, without_emotion } = emotions;
  if (unread > 0) {
    const done = read / (read + unread);
    return (
      <div className="flex flex-col gap-1.5 rounded-lg bg-muted p-3 text-sm" role="status">
        <span>
          Reading {unread.toLocaleString('en-US')} untagged {unread === 1 ? 'entry' : 'entries'} for their
          emotions…
        </span>
        <progress aria-label="Reading entries" max={1} value={done} className="h-1.5 w-full accent-primary" />
      </div>
    );
  }
  const parts = [`${tagged.toLocaleString('en-US')} from emotion tags`];
  if (aiEnabled) parts.push(`${read.toLocaleString('en-US')} read from the text`);
  if (without_emotion > 0)
    parts.push(
      `${without_emotion.toLocaleString('en-US')} without ${aiEnabled ? 'tags or text' : 'tags (AI is off in Settings)'}`,
    );
  return <p className="text-xs text-muted-foreground">Entries: {parts.join(' · ')}.</p>;
}
