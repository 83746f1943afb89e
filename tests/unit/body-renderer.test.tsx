// A page's body is rendered to one string (gatsby-ssr.tsx replaceRenderer), not through React's
// stream, which wrote NUL characters where a multi-byte character met the end of its 2 KB chunks.
import React, { Suspense } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { replaceRenderer } from '../../gatsby-ssr';

type ReplaceArgs = Parameters<NonNullable<typeof replaceRenderer>>[0];

/** What replaceRenderer gives Gatsby for a body: the HTML it replaces the body with, or null (Gatsby renders it). */
function rendered(body: React.ReactElement): string | null {
  let html: string | null = null;
  const args = { bodyComponent: body, replaceBodyHTMLString: (value: string) => void (html = value) } as unknown as ReplaceArgs;
  replaceRenderer!(args, { plugins: [] });
  return html;
}

/** The body as Gatsby's stream renders it (static-entry: onAllReady, then pipe into a string). */
function streamed(body: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, next) {
        out += chunk.toString();
        next();
      },
      final(done) {
        resolve(out);
        done();
      },
    });
    const { pipe } = renderToPipeableStream(body, { onAllReady: () => pipe(sink), onError: reject });
  });
}

// Prices and names with multi-byte characters, enough of them to cross React's chunks many times.
const page = (
  <main>
    {Array.from({ length: 400 }, (_, index) => (
      <p key={index} lang="es">
        {`España (Español) `}
        <span>{`€\u00a040,95`}</span>
      </p>
    ))}
  </main>
);

describe("a page's body", () => {
  it('renders to the HTML the stream means, without a NUL character', async () => {
    const html = rendered(page);
    expect(html).not.toBeNull();
    expect(html).not.toContain('\0');
    expect(html).toContain('<p lang="es">España (Español) <span>€\u00a040,95</span></p>');
    expect(html).toBe((await streamed(page)).replaceAll('\0', ''));
  });

  it('is left to Gatsby when something suspends (its stream waits for it)', () => {
    const never = new Promise<never>(() => {});
    function Waiting(): React.ReactElement {
      throw never;
    }
    const body = (
      <Suspense fallback={<p>Loading</p>}>
        <Waiting />
      </Suspense>
    );
    expect(rendered(body)).toBeNull();
  });
});
