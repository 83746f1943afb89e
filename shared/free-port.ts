// A port for a process a test or bench starts and must name before it listens (the sites are served
// for the twin's address, the services are told their public URL). Probing with listen(0) and closing
// hands out a port from the system's ephemeral range, which every outgoing connection and every other
// listen(0) on the machine draws from too: in the seconds until the port is listened on again, one of
// them can take it (EADDRINUSE). Ports below that range are only ever taken on purpose, so this picks
// one there, in a slice of its own per parallel test process, and never twice in one process.
import { readFileSync } from 'node:fs';
import net from 'node:net';

/** The lowest port handed out: above the store's fixed ports (9001–9003, 8787, 8788). */
const LOWEST = 10_000;
/** Parallel test processes each draw from a slice of their own. */
const SLICES = 8;

/** Where the system's ephemeral range starts (Linux's default, 32768, where it cannot be read). */
function ephemeralStart(): number {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    if (Number.isInteger(low) && low >= LOWEST + 1_000) return low;
  } catch {
    // Not Linux: its default range starts higher still.
  }
  return 32_768;
}

/** This process's slice of [LOWEST, ephemeral start): by Playwright's or Vitest's parallel index, else its pid. */
function slice(): { from: number; size: number } {
  const size = Math.floor((ephemeralStart() - LOWEST) / SLICES);
  const index = Number(process.env.TEST_PARALLEL_INDEX ?? process.env.VITEST_POOL_ID ?? process.pid) % SLICES;
  return { from: LOWEST + index * size, size };
}

const handedOut = new Set<number>();

/** Whether nothing listens on `port` of 127.0.0.1 (or holds it) right now. */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A port of 127.0.0.1 nothing holds now and no other test process or outgoing connection will take meanwhile. */
export async function freePort(): Promise<number> {
  const { from, size } = slice();
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = from + Math.floor(Math.random() * size);
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    if (await isFree(port)) return port;
  }
  throw new Error(`No free port between ${from} and ${from + size - 1}`);
}
