// The spec's generic failure, "Something went wrong": the heading of the 500 page (where the page-data
// loader falls back on a server error), with "Please try again later, or contact customer support.",
// and what an account screen says for a failure it has no words of its own for.
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { identityMessageKey } from '../../src/features/account/identity-message';
import { identityFailureOf } from '../../src/lib/auth/identity';
import { DEV_STRINGS } from '../../src/components/site/dev-strings';
import { base } from './fixtures';

vi.mock('gatsby', () => ({
  graphql: () => null,
  Link: ({ to, children, ...rest }: { to: string; children?: React.ReactNode }) => React.createElement('a', { href: to, ...rest }, children),
}));

describe('"Something went wrong"', () => {
  it('heads the 500 page, which asks to try again later or contact customer support and links home', async () => {
    const { default: ServerError } = await import('../../src/templates/server-error');
    const html = renderToStaticMarkup(React.createElement(ServerError as React.ComponentType<Record<string, unknown>>, { pageContext: base('server-error'), location: { pathname: '/500/' } }));
    expect(html).toContain('<h1>Something went wrong</h1>');
    expect(html).toContain('<p>Please try again later, or contact customer support.</p>');
    expect(html).toMatch(/<a href="\/en-ca\/">[^<]+<\/a>/);
  });

  it('is what an account screen says for a failure the identity door cannot name', () => {
    expect(DEV_STRINGS[identityMessageKey(identityFailureOf(new Error('boom')))]).toBe('Something went wrong');
    expect(DEV_STRINGS[identityMessageKey(identityFailureOf(undefined))]).toBe('Something went wrong');
  });
});
