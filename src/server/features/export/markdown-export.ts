import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { stringify } from 'yaml';
import { extensions } from '../attachments/serve-file.ts';
import { type EntryWithLinks, entryPages } from './entry-pages.ts';
import { linkTarget, nameAllocator, safeFileName } from './markdown-names.ts';
import type { ExportSource } from './memento-export.ts';
import { allConnections, allLocations, allSources, allTags } from './queries.ts';
import type { ZipWriter } from './zip-stream.ts';

/** A linked entry as its connection's file lists it. */
interface EntryMention {
  file: string;
  title: string;
  date: string;
}

const frontMatter = (fields: Record<string, unknown>) =>
  // lineWidth 0: long strings stay on one line; the YAML library quotes what needs quoting.
  `---\n${stringify(fields, { lineWidth: 0 })}---\n`;

/**
 * The `markdown` export (docs/formats/markdown.md): one file per entry named by its local date and
 * title, with YAML front matter and its files in a folder beside it, then one file per connection
 * listing its entries. Entries go a page at a time: the next page is read once the zip has reached
 * the files of the one before.
 */
export async function writeMarkdownZip(zip: ZipWriter, source: ExportSource, timeZone: string) {
  const { read, store, userId } = source;
  const head = await read(async ({ tx }) => ({
    tags: await allTags(tx, userId),
    locations: await allLocations(tx, userId),
    sources: await allSources(tx, userId),
    connections: await allConnections(tx, userId),
  }));
  const tagName = new Map(head.tags.map((t) => [t.id, t.name]));
  const place = new Map(head.locations.map((l) => [l.id, l]));
  const sourceOf = new Map(head.sources.map((s) => [s.id, s.referenceText]));
  const connection = new Map(head.connections.map((c) => [c.id, c]));
  const connectionFile = new Map<string, string>();
  const nextConnectionName = nameAllocator();
  for (const c of head.connections)
    connectionFile.set(c.id, nextConnectionName(safeFileName(c.name, 'connection'), '.md'));
  const mentions = new Map<string, EntryMention[]>();
  const nextEntryName = nameAllocator();

  const addEntry = ({ entry, links }: EntryWithLinks) => {
    const local = new TZDate(entry.occurredAt, timeZone);
    const day = format(local, 'yyyy-MM-dd');
    const file = nextEntryName(`${day} ${safeFileName(entry.title, 'Untitled')}`, '.md');
    const folder = file.slice(0, -3);
    const linked = links.connectionIds.map((id) => connection.get(id)).filter((c) => c !== undefined);
    const location = entry.locationId ? place.get(entry.locationId) : undefined;
    const fields: Record<string, unknown> = {
      title: entry.title,
      date: format(local, "yyyy-MM-dd'T'HH:mm:ssXXX"),
      type: entry.type,
      tags: links.tagIds.map((id) => tagName.get(id)).filter(Boolean),
      people: linked.filter((c) => c.type === 'person').map((c) => c.name),
      connections: linked.filter((c) => c.type !== 'person').map((c) => c.name),
      place: location?.label ?? null,
      ...(location && location.lat !== null ? { coordinates: [location.lat, location.lng] } : {}),
      rating: entry.starRating,
      favorite: entry.isFavorite,
      private: entry.isPrivate,
      ...(entry.sourceId ? { source: sourceOf.get(entry.sourceId) ?? null } : {}),
      ...(entry.summary ? { summary: entry.summary } : {}),
    };
    const nextFileName = nameAllocator();
    const files = links.attachments.map((a) => {
      const ext = `.${extensions[a.contentType] ?? 'bin'}`;
      const base = safeFileName((a.fileName ?? '').replace(/\.[^.]*$/, ''), `${a.kind} ${a.position + 1}`);
      return { row: a, path: `${folder}/${nextFileName(base, ext)}` };
    });
    const fileLinks = files.map(({ row, path }) => {
      const label = (row.caption ?? row.fileName ?? `${row.kind} ${row.position + 1}`).replace(/[[\]]/g, '');
      return `${row.kind === 'image' ? '!' : ''}[${label}](${linkTarget(path)})`;
    });
    const body = [
      frontMatter(fields),
      entry.content,
      fileLinks.length ? `\n\n${fileLinks.join('\n\n')}` : '',
    ];
    zip.addText(`entries/${file}`, async function* () {
      yield body.join('\n').replace(/\n*$/, '\n');
    });
    for (const { row, path } of files)
      zip.addFile(`entries/${path}`, () =>
        read(({ tx }) => store.get(tx, { userId, attachmentId: row.id, variant: 'original' })),
      );
    for (const c of linked) {
      const list = mentions.get(c.id) ?? [];
      list.push({ file, title: entry.title, date: day });
      mentions.set(c.id, list);
    }
  };

  for await (const page of entryPages(read, userId)) {
    page.forEach(addEntry);
    await zip.drained();
    if (zip.closed) return;
  }

  for (const c of head.connections) {
    const fields: Record<string, unknown> = {
      name: c.name,
      type: c.type,
      favorite: c.isFavorite,
      ...(c.contactInfo.email ? { email: c.contactInfo.email } : {}),
      ...(c.contactInfo.phone ? { phone: c.contactInfo.phone } : {}),
      ...(c.contactInfo.social ? { social: c.contactInfo.social } : {}),
      ...(c.importantDates.length ? { important_dates: c.importantDates } : {}),
    };
    const list = (mentions.get(c.id) ?? []).map(
      (m) => `- ${m.date} [${m.title.replace(/[[\]]/g, '')}](../entries/${linkTarget(m.file)})`,
    );
    const text = [
      frontMatter(fields),
      `# ${c.name}`,
      ...(c.summaryText ? ['', c.summaryText] : []),
      '',
      '## Entries',
      '',
      ...(list.length ? list : ['No entries associated with this connection.']),
    ];
    zip.addText(`connections/${connectionFile.get(c.id)}`, async function* () {
      yield `${text.join('\n')}\n`;
    });
  }
  zip.end();
}
