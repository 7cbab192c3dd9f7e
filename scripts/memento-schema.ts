// Writes docs/formats/memento.schema.json from the format's one definition
// (src/shared/formats/memento.ts). A test fails when the committed file is stale.
import { writeFileSync } from 'node:fs';
import { mementoJsonSchema } from '../src/shared/formats/memento-json-schema.ts';

writeFileSync('docs/formats/memento.schema.json', `${JSON.stringify(mementoJsonSchema(), null, 2)}\n`);
process.stdout.write('wrote docs/formats/memento.schema.json\n');
