import { Worker } from 'node:worker_threads';

/** OpenSSL refused the numbers (a base of 0, 1 or p-1): never part of an honest SRP exchange. */
export class ModPowRefused extends Error {}

// Runs in the worker: base^exponent mod prime through OpenSSL's Diffie-Hellman, hex in and out.
const SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createDiffieHellman } = require('node:crypto');
parentPort.on('message', ({ id, prime, base, exponent }) => {
  try {
    const dh = createDiffieHellman(Buffer.from(prime, 'hex'), Buffer.from([2]));
    dh.setPrivateKey(Buffer.from(exponent, 'hex'));
    parentPort.postMessage({ id, value: dh.computeSecret(Buffer.from(base, 'hex')).toString('hex') });
  } catch {
    parentPort.postMessage({ id, refused: true });
  }
});
`;

interface Waiting {
  resolve: (value: bigint) => void;
  reject: (error: Error) => void;
}

const hex = (n: bigint): string => {
  const text = n.toString(16);
  return text.length % 2 ? `0${text}` : text;
};

let worker: Worker | undefined;
const waiting = new Map<number, Waiting>();
let nextId = 0;

function failAll(error: Error): void {
  for (const entry of waiting.values()) entry.reject(error);
  waiting.clear();
}

function ensureWorker(): Worker {
  if (worker) return worker;
  const w = new Worker(SOURCE, { eval: true });
  w.on('message', (message: { id: number; value?: string; refused?: boolean }) => {
    const entry = waiting.get(message.id);
    if (!entry) return;
    waiting.delete(message.id);
    if (message.value === undefined) entry.reject(new ModPowRefused('refused'));
    else entry.resolve(BigInt(`0x${message.value}`));
    // An idle worker must not keep the process alive.
    if (!waiting.size) w.unref();
  });
  w.on('error', (error) => {
    if (worker === w) worker = undefined;
    failAll(error);
  });
  w.on('exit', () => {
    if (worker === w) worker = undefined;
    failAll(new Error('modular exponentiation worker stopped'));
  });
  worker = w;
  return w;
}

/**
 * base^exponent mod prime (generator-2 group such as SRP's) on a worker thread, so the 3072-bit
 * arithmetic of a sign-in never holds up other requests. Rejects with ModPowRefused for degenerate bases.
 */
export function modPowOffThread(base: bigint, exponent: bigint, prime: bigint): Promise<bigint> {
  const w = ensureWorker();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    w.ref();
    w.postMessage({ id, prime: hex(prime), base: hex(((base % prime) + prime) % prime), exponent: hex(exponent) });
  });
}
