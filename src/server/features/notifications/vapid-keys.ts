import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';
import { ensureWritableDir } from '../../lib/data-dir.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const cache = new Map<string, VapidKeys>();

/**
 * The server's VAPID key pair for web push: from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or generated
 * once into DATA_DIR/vapid-keys.json (owner-only), like the auth secret. Every instance of one
 * deployment must use the same pair, or browsers' subscriptions stop working: set the variables
 * when running several instances.
 */
export async function vapidKeys(config: Config): Promise<VapidKeys> {
  if (config.notifications.vapid) return config.notifications.vapid;
  const cached = cache.get(config.dataDir);
  if (cached) return cached;
  const file = path.join(config.dataDir, 'vapid-keys.json');
  let keys: VapidKeys;
  if (existsSync(file)) {
    keys = JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  } else {
    ensureWritableDir(config.dataDir, 'DATA_DIR');
    // web-push (with its ASN.1 and big-number code) loads here, once per data directory, not at start.
    const { default: webpush } = await import('web-push');
    keys = webpush.generateVAPIDKeys();
    try {
      writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600, flag: 'wx' });
      chmodSync(file, 0o600);
    } catch (err) {
      // Another process wrote it first: use theirs.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      keys = JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
    }
  }
  cache.set(config.dataDir, keys);
  return keys;
}
