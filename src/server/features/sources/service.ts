import {
  isWebUrl,
  type Source,
  type SourceCreate,
  type SourceUpdate,
  WEB_URL_MESSAGE,
} from '../../../shared/schemas/sources.ts';
import type { sources } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { catalogService } from '../catalog/catalog-service.ts';
import { presentSource } from './present.ts';
import { type SourceRow, sourceCatalog } from './queries.ts';

/**
 * Sources: notes and web urls (the schema refuses other urls), listed with usage counts, newest
 * first; deleting one keeps the entries that cited it.
 */
export const sourceService = catalogService<typeof sources, SourceRow, Source, SourceCreate, SourceUpdate>({
  noun: 'Source',
  queries: sourceCatalog,
  present: presentSource,
  toInsert: (input, owner) => ({
    ...owner,
    sourceType: input.source_type,
    referenceText: input.reference_text,
  }),
  toUpdate: (input) => ({ sourceType: input.source_type, referenceText: input.reference_text }),
  // The result must still be a valid source: a note turned into a url (or a url's new text) must
  // be a web address.
  checkUpdate: (current, input) => {
    const merged = { ...current, ...input };
    if (merged.source_type === 'url' && !isWebUrl(merged.reference_text)) {
      throw badRequest(`Invalid request body: reference_text: ${WEB_URL_MESSAGE}`, {
        fields: [{ field: 'reference_text', message: WEB_URL_MESSAGE }],
      });
    }
  },
});
