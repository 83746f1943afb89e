// A process and all its descendants, read from /proc (Linux): their resident memory (a build's peak
// RSS includes Gatsby's worker processes), and what each is doing.
import { readdirSync, readFileSync } from 'node:fs';

function parentOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces; fields after it are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[1]);
  } catch {
    return null;
  }
}

function rssBytes(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** root and every process descended from it, right now. */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    const parent = parentOf(pid);
    if (parent === null) continue;
    const list = children.get(parent) ?? [];
    list.push(pid);
    children.set(parent, list);
  }
  const tree: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.pop() as number;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** Sum of RSS of root and every descendant right now. */
export function treeRssBytes(root: number): number {
  return processTree(root).reduce((total, pid) => total + rssBytes(pid), 0);
}

/**
 * One line per process of the tree: pid, state (R running, S sleeping, D waiting on disk …), CPU
 * seconds used so far and the command, to tell a busy process from a waiting one.
 */
export function describeTree(root: number): string[] {
  const ticks = 100; // USER_HZ on Linux
  return processTree(root).map((pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cpuSeconds = (Number(fields[11]) + Number(fields[12])) / ticks;
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ').slice(0, 160);
      return `${pid} ${fields[0]} ${cpuSeconds.toFixed(1)} s CPU ${command}`;
    } catch {
      return `${pid} gone`;
    }
  });
}

/** Samples a process tree every intervalMs; stop() returns the peak seen. */
export function samplePeakRss(root: number, intervalMs = 250): { stop: () => number } {
  let peak = 0;
  const sample = (): void => {
    peak = Math.max(peak, treeRssBytes(root));
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}
