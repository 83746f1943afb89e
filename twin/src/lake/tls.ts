// The lake over HTTP/2 with TLS, on a port of its own: browsers speak HTTP/2 only over TLS, and Studio
// keeps about nine listen streams open, more than the six HTTP/1.1 connections a browser opens to one
// host. Over HTTP/2 they all share one connection, as against hosted Sanity. The certificate is made
// once per data folder by a local certificate authority of its own (openssl), for `localhost`,
// `*.localhost`, `twin.localhost` and 127.0.0.1, and kept there for later starts.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { LAKE_PATH } from './routes.js';

/** The names the lake's certificate is valid for: Studio calls `twin.localhost` (the project's host) and `localhost` (the global API). */
export const LAKE_TLS_NAMES = ['localhost', '*.localhost', 'twin.localhost', '127.0.0.1'] as const;

/** The local certificate authority and the lake's certificate, as files of the data folder and their contents. */
export interface LakeCertificate {
  /** Folder of the files (`<data folder>/lake-tls`). */
  dir: string;
  /** The certificate authority that signed the lake's certificate: what a browser may be told to trust. */
  caFile: string;
  ca: string;
  key: string;
  cert: string;
  /** Whether this call made them (else they were read as an earlier start left them). */
  created: boolean;
}

const SUBJECT_ALT_NAMES = LAKE_TLS_NAMES.map((n) => (/^\d+\.\d+\.\d+\.\d+$/.test(n) ? `IP:${n}` : `DNS:${n}`)).join(',');
/** Days the certificate is valid: 825, the most macOS and iOS accept of a locally trusted one. */
const LEAF_DAYS = 825;
/** Renewed when it ends within this many days. */
const RENEW_DAYS = 30;

/** Whether the certificate names every host of LAKE_TLS_NAMES and is valid for at least RENEW_DAYS more. */
function usable(certPem: string, caPem: string): boolean {
  try {
    const cert = new crypto.X509Certificate(certPem);
    const ca = new crypto.X509Certificate(caPem);
    if (!cert.verify(ca.publicKey)) return false;
    if (Date.parse(cert.validTo) - Date.now() < RENEW_DAYS * 86_400_000 || Date.parse(ca.validTo) - Date.now() < RENEW_DAYS * 86_400_000) return false;
    const names = cert.subjectAltName ?? '';
    return LAKE_TLS_NAMES.every((n) => names.includes(/^\d/.test(n) ? `IP Address:${n}` : `DNS:${n}`));
  } catch {
    return false;
  }
}

/**
 * The lake's key and certificate under `<dataDir>/lake-tls/`: read when an earlier start made them and
 * they still serve, else made with openssl (a certificate authority of this machine, then the
 * certificate it signs). The folder and its keys are readable by this user only.
 */
export function lakeCertificate(dataDir: string): LakeCertificate {
  const dir = path.join(dataDir, 'lake-tls');
  const files = { caKey: path.join(dir, 'ca-key.pem'), ca: path.join(dir, 'ca.pem'), key: path.join(dir, 'key.pem'), cert: path.join(dir, 'cert.pem') };
  const read = () => ({ ca: fs.readFileSync(files.ca, 'utf8'), key: fs.readFileSync(files.key, 'utf8'), cert: fs.readFileSync(files.cert, 'utf8') });
  if (Object.values(files).every((f) => fs.existsSync(f))) {
    const kept = read();
    if (usable(kept.cert, kept.ca)) return { dir, caFile: files.ca, ...kept, created: false };
  }
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lake-tls-'));
  const openssl = (args: string[]) => {
    try {
      execFileSync('openssl', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (err) {
      const e = err as NodeJS.ErrnoException & { stderr?: Buffer };
      throw new Error(e.code === 'ENOENT' ? 'openssl is not installed (it makes the lake\'s local certificate)' : `openssl ${args[0]} failed: ${e.stderr?.toString().trim() || e.message}`);
    }
  };
  try {
    const w = (name: string) => path.join(work, name);
    const host = os.hostname().replace(/[^A-Za-z0-9.-]/g, '') || 'this machine';
    // A CA of this machine (so one import trusts every later certificate), then the lake's certificate.
    openssl(['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', w('ca-key.pem'), '-out', w('ca.pem'),
      '-days', '3650', '-subj', `/O=Twin content lake (local)/CN=Twin content lake local CA ${host}`,
      '-addext', 'basicConstraints=critical,CA:TRUE,pathlen:0', '-addext', 'keyUsage=critical,keyCertSign,cRLSign']);
    openssl(['req', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', w('key.pem'), '-out', w('req.csr'), '-subj', '/O=Twin content lake (local)/CN=twin.localhost']);
    fs.writeFileSync(w('ext.cnf'), `basicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=serverAuth\nsubjectAltName=${SUBJECT_ALT_NAMES}\n`);
    openssl(['x509', '-req', '-in', w('req.csr'), '-CA', w('ca.pem'), '-CAkey', w('ca-key.pem'), '-CAcreateserial', '-days', String(LEAF_DAYS), '-sha256', '-extfile', w('ext.cnf'), '-out', w('cert.pem')]);
    for (const [name, to] of [['ca-key.pem', files.caKey], ['ca.pem', files.ca], ['key.pem', files.key], ['cert.pem', files.cert]] as const) {
      fs.copyFileSync(w(name), to);
      fs.chmodSync(to, name.includes('key') ? 0o600 : 0o644);
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  return { dir, caFile: files.ca, ...read(), created: true };
}

/** Where the lake is served over HTTP/2 with TLS by default (TWIN_LAKE_TLS_PORT). */
export const LAKE_TLS_PORT = 8789;

/**
 * The port of the lake over TLS, or null for none: the command's flag, else for a twin on a fixed port
 * TWIN_LAKE_TLS_PORT (default 8789); `off` turns it off. A twin on a free port (tests, builds, several at
 * once) opens none unless the flag asks for it.
 */
export function lakeTlsPort(flag: string | undefined, twinPort: number, env: NodeJS.ProcessEnv = process.env): number | null {
  const given = flag ?? (twinPort === 0 ? 'off' : env.TWIN_LAKE_TLS_PORT || String(LAKE_TLS_PORT));
  if (given === 'off') return null;
  const port = Number(given);
  if (!/^\d+$/.test(given) || port > 65535) throw new Error(`The lake's TLS port must be a port number or "off", not "${given}"`);
  return port;
}

/** A server of the lake over TLS: HTTP/2, and HTTP/1.1 for clients that do not offer it. */
export interface LakeTlsServer {
  port: number;
  /** `https://localhost:<port>`: the name the certificate is valid for (the twin listens on 127.0.0.1). */
  url: string;
  certificate: LakeCertificate;
  close(): Promise<void>;
}

/**
 * Serves the lake's routes (`/sanity/...`, everything `app` answers there: data API, listen, Studio's
 * host endpoints, CORS) with the twin's own handler over HTTP/2 with TLS on `port` (0: a free one);
 * any other path answers 404.
 */
export async function serveLakeTls(app: Hono, opts: { port: number; host: string; dataDir: string }): Promise<LakeTlsServer> {
  const certificate = lakeCertificate(opts.dataDir);
  const sockets = new Set<{ destroy(): void; once(event: 'close', f: () => void): unknown }>();
  const lakeOnly = (req: Request, env: unknown) => {
    const { pathname } = new URL(req.url);
    if (pathname === LAKE_PATH || pathname.startsWith(`${LAKE_PATH}/`)) return app.fetch(req, env);
    return new Response('Not found: this port serves the content lake only (/sanity).', { status: 404 });
  };
  const server = await new Promise<http2.Http2SecureServer>((resolve, reject) => {
    const s = serve(
      {
        fetch: lakeOnly,
        port: opts.port,
        hostname: opts.host,
        createServer: http2.createSecureServer,
        serverOptions: { key: certificate.key, cert: certificate.cert, allowHTTP1: true },
      },
      () => resolve(s as http2.Http2SecureServer),
    ) as http2.Http2SecureServer;
    s.once('error', reject);
    // Every TLS connection, HTTP/2 session or HTTP/1.1 alike.
    s.on('secureConnection', (socket) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    });
  });
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `https://localhost:${port}`,
    certificate,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Connections with open listen streams would keep the server open.
        for (const socket of sockets) socket.destroy();
      }),
  };
}
