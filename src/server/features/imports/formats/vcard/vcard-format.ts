import {
  CONNECTION_LIMITS,
  type Connection,
  type ConnectionUpdate,
} from '../../../../../shared/schemas/connections.ts';
import { badRequest } from '../../../../lib/errors.ts';
import {
  createConnection,
  findOwnConnection,
  findPersonToMerge,
  setConnectionImage,
  updateConnection,
} from '../../../connections/service.ts';
import type { ReportWriter } from '../../report.ts';
import {
  heldItems,
  type ImportContext,
  type ImportFormatModule,
  type ImportPlan,
  type ImportSource,
} from '../format.ts';
import { type CardInput, cardInput } from './card-input.ts';
import type { CardFields, readCard } from './read-card.ts';
import type { RawCard } from './split-cards.ts';

/** The most a contacts file may be: photos make cards large, but 64 MB is thousands of them. */
const MAX_VCF_BYTES = 64 * 1024 * 1024;

const uidKey = (uid: string) => `uid:${uid}`.slice(0, 300);

type ReadCard = typeof readCard;

function read(card: RawCard, readCard: ReadCard): { fields: CardFields; org: string | null } | null {
  try {
    const fields = readCard(card);
    const org =
      /^ORG[;:](.*)$/im
        .exec(card.text)?.[1]
        ?.split(';')[0]
        ?.replace(/^[^:]*:/, '')
        .trim() || null;
    return { fields, org };
  } catch {
    return null;
  }
}

/** Which connection the card is: the one an earlier import made from its UID, else by email, else by name. */
async function matchOf(ctx: ImportContext, fields: CardFields, input: CardInput['input']) {
  if (fields.uid) {
    const known = (await ctx.records.find([uidKey(fields.uid)])).get(uidKey(fields.uid));
    if (known?.connectionId) return known.connectionId;
  }
  if (input.type !== 'person') return null;
  return findPersonToMerge(ctx, fields.emails, input.name);
}

/**
 * What a card changes on a person it matched: its name, and what it carries added to what the
 * person has (the card's email, phone, social and dates win; nothing the card lacks is wiped).
 * Favorite, keep-in-touch, relations and the type stay as the person has them.
 */
function mergeCard(current: Connection, input: CardInput['input']): ConnectionUpdate {
  const dates = new Map(current.important_dates.map((d) => [d.label.toLowerCase(), d]));
  for (const d of input.important_dates ?? []) dates.set(d.label.toLowerCase(), d);
  return {
    name: input.name,
    ...(input.summary_text ? { summary_text: input.summary_text } : {}),
    contact_info: { ...current.contact_info, ...input.contact_info },
    important_dates: [...dates.values()].slice(0, CONNECTION_LIMITS.importantDates),
  };
}

async function applyCard(ctx: ImportContext, card: RawCard, report: ReportWriter, readCard: ReadCard) {
  const label = `Card ${card.index}`;
  const read_ = read(card, readCard);
  if (!read_)
    return report.failed({ kind: 'connection', label, reason: 'it is not a vCard Memento can read' });
  const mapped = cardInput(read_.fields, read_.org);
  if (!mapped) return report.failed({ kind: 'connection', label, reason: 'it has no name (FN, N or ORG)' });
  const { input, problems } = mapped;
  const existing = await matchOf(ctx, read_.fields, input);
  const current = existing ? await findOwnConnection(ctx, existing) : null;
  const saved = current
    ? await updateConnection(ctx, current.id, mergeCard(current, input))
    : await createConnection(ctx, input);
  const photo = read_.fields.photo;
  if (photo && 'problem' in photo) problems.push(`PHOTO was left out: ${photo.problem}`);
  else if (photo && photo.bytes.length > CONNECTION_LIMITS.imageBytes)
    problems.push('PHOTO was left out: it is larger than 2 MB');
  else if (photo) {
    try {
      await setConnectionImage(ctx, saved.id, new Uint8Array(photo.bytes));
    } catch (error) {
      problems.push(`PHOTO was left out: ${error instanceof Error ? error.message : 'it is not an image'}`);
    }
  }
  if (read_.fields.uid)
    await ctx.records.remember([{ key: uidKey(read_.fields.uid), connectionId: saved.id }]);
  const line = {
    kind: 'connection' as const,
    label: saved.name,
    recordId: saved.id,
    reason: problems.join('; ') || null,
  };
  return current ? report.updated(line) : report.created(line);
}

async function plan(source: ImportSource): Promise<ImportPlan<RawCard, RawCard>> {
  if (source.kind !== 'file') throw badRequest('Contacts must be uploaded as a .vcf file, not inside a zip');
  // The vCard reader (ical.js, and iconv-lite for old charsets) loads with the first contacts file.
  const [{ readCard }, { splitCards }] = await Promise.all([
    import('./read-card.ts'),
    import('./split-cards.ts'),
  ]);
  const cards = splitCards(await source.read(MAX_VCF_BYTES));
  if (cards.length === 0)
    throw badRequest('The file holds no vCard (BEGIN:VCARD … END:VCARD): nothing was imported');
  return {
    ...heldItems(cards),
    adds: { connections: cards.length },
    batchSize: 50,
    async apply(ctx, batch, report) {
      for (const card of batch) await applyCard(ctx, card, report, readCard);
    },
  };
}

/** vCard 2.1, 3.0 and 4.0 contacts (one or many cards): each card a person connection. */
export const vCardFormat: ImportFormatModule = {
  id: 'vcard',
  detect: (source) => source.kind === 'file' && /^\s*BEGIN:VCARD\s*$/im.test(source.head.slice(0, 4096)),
  plan,
};
