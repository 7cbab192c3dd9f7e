import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { sharedBuffersMb } from './pglite-buffers.ts';

const MiB = 1024 * 1024;
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A data directory whose databases hold files of these sizes in MiB (sparse: no disk is used). */
function dataDirWith(databases: Record<string, number[]>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'memento-buffers-'));
  made.push(dir);
  for (const [oid, sizes] of Object.entries(databases)) {
    mkdirSync(path.join(dir, 'base', oid), { recursive: true });
    sizes.forEach((size, i) => {
      const file = path.join(dir, 'base', oid, String(16_000 + i));
      writeFileSync(file, '');
      truncateSync(file, size * MiB);
    });
  }
  return dir;
}

it('gives the embedded database buffers sized to its largest database, from 32 MB to 64 MB', () => {
  expect(sharedBuffersMb(undefined)).toBe(32);
  expect(sharedBuffersMb(path.join(tmpdir(), 'memento-no-such-dir'))).toBe(32);
  // A new journal: three catalogs of 8 MiB.
  expect(sharedBuffersMb(dataDirWith({ 1: [8], 4: [8], 5: [6, 2] }))).toBe(32);
  // 40 MiB and a quarter more is 50: the next step of 16 is 64.
  expect(sharedBuffersMb(dataDirWith({ 1: [8], 5: [30, 10] }))).toBe(64);
  // 52 MiB and a quarter more is 65: past the cap, which a journal of some 50,000 entries (136 MiB)
  // does not pass either.
  expect(sharedBuffersMb(dataDirWith({ 1: [8], 5: [40, 12] }))).toBe(64);
  expect(sharedBuffersMb(dataDirWith({ 1: [8], 5: [100, 36] }))).toBe(64);
  expect(sharedBuffersMb(dataDirWith({ 5: [900] }))).toBe(64);
});

it('starts the embedded database with those buffers', { timeout: 120_000 }, async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'memento-buffers-db-'));
  made.push(dir);
  const database = await openDatabase({ pgliteDir: path.join(dir, 'db') });
  try {
    const { rows } = await database.executeSql('show shared_buffers', []);
    expect(rows[0]?.shared_buffers).toBe('32MB');
  } finally {
    await database.close();
  }
});
