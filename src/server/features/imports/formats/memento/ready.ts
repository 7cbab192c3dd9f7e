import type { z } from 'zod';
import {
  mementoConnectionSchema,
  mementoDigestSchema,
  mementoEntrySchema,
  mementoGroupSchema,
  mementoLocationSchema,
  mementoProfileSchema,
  mementoSourceSchema,
  mementoTagSchema,
} from '../../../../../shared/formats/memento.ts';
import type { PreparedUpload } from '../../../attachments/service.ts';
import type { CheckedImage } from '../../../connections/image-service.ts';

/** Each kind of item of memento.json and the schema that reads it (src/shared/formats/memento.ts). */
export const schemaOf = {
  profile: mementoProfileSchema,
  tag: mementoTagSchema,
  location: mementoLocationSchema,
  source: mementoSourceSchema,
  connection: mementoConnectionSchema,
  relations: mementoConnectionSchema,
  entry: mementoEntrySchema,
  group: mementoGroupSchema,
  digest: mementoDigestSchema,
} as const;
export type ItemKind = keyof typeof schemaOf;
export type RecordOf<K extends ItemKind> = z.infer<(typeof schemaOf)[K]>;

/** One item of the import: a record of the file, in the file's order. */
export interface Item {
  kind: ItemKind;
  raw: unknown;
}

/** A file of an entry, read from the zip and checked (or why it could not be). */
export interface PreparedFile {
  fileId: string;
  upload: PreparedUpload | null;
  problem: string | null;
}

/** An item read and checked outside the transaction, ready to write. */
export type Ready = {
  [K in ItemKind]: {
    kind: K;
    label: string;
    record: RecordOf<K> | null;
    /** Why the record cannot be imported (it failed its schema). */
    invalid: string | null;
    files: PreparedFile[];
    image: CheckedImage | null;
    imageProblem: string | null;
  };
}[ItemKind];
