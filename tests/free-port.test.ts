import { readFileSync } from 'node:fs';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../shared/free-port';

/** The first port of the system's ephemeral range, where outgoing connections and listen(0) take theirs. */
const ephemeralStart = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);

function listenOn(port: number): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

describe('freePort', () => {
  const servers: net.Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
  });

  it('hands out ports below the ephemeral range, each once, each free to listen on', async () => {
    const ports = [];
    for (let i = 0; i < 20; i++) ports.push(await freePort());
    expect(new Set(ports).size).toBe(20);
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(10_000);
      expect(port).toBeLessThan(ephemeralStart);
      servers.push(await listenOn(port));
    }
  });

  it('gives parallel test processes slices that do not overlap', async () => {
    const draw = async (index: string) => {
      process.env.TEST_PARALLEL_INDEX = index;
      const ports = [];
      for (let i = 0; i < 10; i++) ports.push(await freePort());
      return ports;
    };
    const [first, second] = [await draw('0'), await draw('1')];
    expect(Math.max(...first)).toBeLessThan(Math.min(...second));
  });
});
