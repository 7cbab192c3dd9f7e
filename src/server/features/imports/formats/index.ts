import { dayOneFormat } from './dayone/dayone-format.ts';
import type { ImportFormatModule } from './format.ts';
import { mementoFormat } from './memento/memento-format.ts';
import { vCardFormat } from './vcard/vcard-format.ts';

/**
 * Every format an import reads, asked in this order whether a file is theirs (the first yes
 * wins): the most specific first. A new format implements ImportFormatModule (format.ts) and is
 * added here.
 */
export const importFormatModules: readonly ImportFormatModule[] = [mementoFormat, dayOneFormat, vCardFormat];
