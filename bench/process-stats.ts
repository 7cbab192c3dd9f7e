// What a process costs, read from Linux's /proc: its resident memory, and CPU time (which, unlike
// wall time, hardly depends on what else the shared machine runs), for the server process and for
// the PostgreSQL backends serving one database.
import { readdirSync, readFileSync } from 'node:fs';

/** The resident set of a process, in bytes. */
export function rssOf(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(line?.[1] ?? 0) * 1024;
}

/** CPU seconds (user + system) a process has used; 0 once it is gone. */
export function cpuSecondsOf(pid: number): number {
  try {
    // The command name (field 2) may hold spaces: count fields from the ')' that ends it.
    const fields = (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * PostgreSQL names each backend's process "postgres: [<cluster>: ]<user> <database> <client> <state>"
 * (Debian's clusters add their name).
 */
function backendsOf(database: string): number[] {
  const pids: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const cmdline = readFileSync(`/proc/${name}/cmdline`, 'utf8');
      if (/^postgres: (?:\S+: )?\S+ (\S+) /.exec(cmdline)?.[1] === database) pids.push(Number(name));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/**
 * Samples the server's memory and the CPU of the server and of the database's backends (a local
 * PostgreSQL only; the embedded database runs inside the server) until `stop()`.
 */
export function watchProcesses(serverPid: number, database: string | null, everyMs = 50) {
  const idleRss = rssOf(serverPid);
  const serverCpu0 = cpuSecondsOf(serverPid);
  const backendCpu = new Map<number, { first: number; last: number }>();
  // A backend that starts after the first sample counts from its first second.
  const sampleBackends = (initial = false) => {
    if (!database) return;
    for (const pid of backendsOf(database)) {
      const cpu = cpuSecondsOf(pid);
      const seen = backendCpu.get(pid);
      if (seen) seen.last = Math.max(seen.last, cpu);
      else backendCpu.set(pid, { first: initial ? cpu : 0, last: cpu });
    }
  };
  sampleBackends(true);
  let peakRss = idleRss;
  let ticks = 0;
  const timer = setInterval(() => {
    peakRss = Math.max(peakRss, rssOf(serverPid));
    // Listing /proc costs more than one read: the backends every 10th sample.
    if (++ticks % 10 === 0) sampleBackends();
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      peakRss = Math.max(peakRss, rssOf(serverPid));
      sampleBackends();
      let databaseCpu = 0;
      for (const { first, last } of backendCpu.values()) databaseCpu += last - first;
      return {
        idleRss,
        peakRss,
        serverCpu: cpuSecondsOf(serverPid) - serverCpu0,
        databaseCpu: database ? databaseCpu : null,
      };
    },
  };
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** The database name of a PostgreSQL URL, or null for the embedded database. */
export const databaseOf = (url: string | undefined) => (url ? new URL(url).pathname.slice(1) : null);
