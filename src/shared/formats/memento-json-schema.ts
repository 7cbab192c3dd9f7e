import { z } from 'zod';
import { MEMENTO_VERSION, mementoFileSchema } from './memento.ts';

/** The JSON Schema (2020-12) of memento.json, as published in docs/formats/memento.schema.json. */
export function mementoJsonSchema() {
  return {
    ...z.toJSONSchema(mementoFileSchema, { target: 'draft-2020-12', io: 'input' }),
    $id: `https://memento.invalid/formats/memento-v${MEMENTO_VERSION}.schema.json`,
    title: `Memento export, version ${MEMENTO_VERSION}`,
  };
}
