// Serves the built brand sites (`<distRoot>/<brand>/`) on ephemeral or given ports, optionally as if
// they had been built for a twin on another origin: one call per test worker gives each worker its
// own three sites in front of its own twin.
import { existsSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { SITE_BRANDS, type SiteBrand } from './brands';
import { createStaticServer, listen } from './server';

/** Options of serveBrands. */
export interface ServeBrandsOptions {
  /** Folder holding one built site per brand (`dist/`). */
  distRoot: string;
  /** Brands to serve; default every brand. */
  brands?: readonly SiteBrand[];
  /** Port per brand; a brand without one (or with 0) gets a free ephemeral port. */
  ports?: Partial<Record<SiteBrand, number>>;
  /** Interface to listen on and host of the returned origins; default 127.0.0.1. */
  host?: string;
  /** Serve the builds as if built with GATSBY_TWIN_URL=<twinOrigin> (see StaticServerOptions). */
  twinOrigin?: string;
  /** The twin origin the builds baked in; default http://127.0.0.1:8787. */
  builtTwinOrigin?: string;
  /** Leave out brands that have no build (no `<distRoot>/<brand>/index.html`) instead of throwing. */
  skipMissing?: boolean;
  /** Log one line per request. */
  log?: boolean;
}

/** The running sites. */
export interface ServedBrands {
  /** Origin (`http://host:port`, no trailing slash) of each served brand. */
  origins: Partial<Record<SiteBrand, string>>;
  /** Brands left out because they have no build (only with skipMissing). */
  missing: SiteBrand[];
  /** Origin of a served brand; throws for a brand that is not served. */
  origin(brand: SiteBrand): string;
  /** Stops every server (open keep-alive connections included). */
  close(): Promise<void>;
}

function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** Starts one static server per brand and resolves once all of them listen. */
export async function serveBrands(options: ServeBrandsOptions): Promise<ServedBrands> {
  const host = options.host ?? '127.0.0.1';
  const servers: http.Server[] = [];
  const origins: Partial<Record<SiteBrand, string>> = {};
  const missing: SiteBrand[] = [];
  const close = async (): Promise<void> => {
    await Promise.all(servers.splice(0).map(closeServer));
  };
  try {
    for (const brand of options.brands ?? SITE_BRANDS) {
      const root = path.resolve(options.distRoot, brand);
      if (!existsSync(path.join(root, 'index.html'))) {
        if (options.skipMissing) {
          missing.push(brand);
          continue;
        }
        throw new Error(`${root} holds no built site: run \`npm run build -- ${brand}\` first.`);
      }
      const server = createStaticServer({
        root,
        log: options.log,
        twinOrigin: options.twinOrigin,
        builtTwinOrigin: options.builtTwinOrigin,
      });
      const wanted = options.ports?.[brand] ?? 0;
      let port: number;
      try {
        port = await listen(server, wanted, host);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        throw new Error(`Cannot serve ${brand} on port ${wanted}${code === 'EADDRINUSE' ? ': the port is in use' : ''}.`, { cause: error });
      }
      servers.push(server);
      origins[brand] = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
    }
  } catch (error) {
    await close();
    throw error;
  }
  return {
    origins,
    missing,
    origin(brand) {
      const origin = origins[brand];
      if (!origin) throw new Error(`${brand} is not served (no build in ${path.resolve(options.distRoot, brand)}).`);
      return origin;
    },
    close,
  };
}
