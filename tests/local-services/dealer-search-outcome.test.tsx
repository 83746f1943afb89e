// The dealer search shows one outcome at a time, in one status region that says the new state: while a
// new search runs the last dealers are gone; an error or the no-dealer message comes alone.
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteProvider } from '../../src/components/site/site-provider';
import { DealerSearchOutcome, type DealerSearchView } from '../../src/features/local-services/dealer-search-dialog';
import type { Dealer } from '../../wire/services';
import { site } from '../ui/fixtures';

const dealer: Dealer = {
  id: 'd1', name: 'Buckeye Pet Fence', phone: '614-555-0101', city: 'Columbus', region: 'OH', country: 'US', serviceAreas: ['43215'],
  companyOwned: true, planAvailable: true, consultationTypes: ['In-Home'], timezone: 'America/New_York', distanceMiles: 0,
};

const render = (view: DealerSearchView) =>
  renderToStaticMarkup(
    <SiteProvider site={site()}>
      <DealerSearchOutcome view={view} headingId="results" onRetry={() => undefined} />
    </SiteProvider>,
  );

/** What the status region holds. */
const status = (html: string) => /<div role="status" aria-live="polite">(.*?)<\/div>(<section|<\/div>$)/.exec(html)?.[1] ?? '';

describe('dealer search outcome', () => {
  it('dealers: the list under its heading, announced by that heading alone', () => {
    const html = render({ state: 'done', zip: '43215', result: { outcome: 'dealers', dealers: [dealer] } });
    expect(html).toContain('<h3 id="results">Dealers near 43215</h3>');
    expect(html).toContain('Buckeye Pet Fence');
    expect(status(html)).toBe('<p class="visually-hidden">Dealers near 43215</p>');
  });

  it('a new search under way shows only that it is searching: the last dealers are gone', () => {
    const html = render({ state: 'searching' });
    expect(status(html)).toBe('<p>Searching…</p>');
    expect(html).not.toContain('Dealers near');
    expect(html).not.toContain('<ul');
  });

  it('an error comes alone, with its retry, in the status region', () => {
    const html = render({ state: 'done', zip: '43215', result: { outcome: 'error', message: 'Form submission failed. Please refresh the page or try again later.' } });
    expect(status(html)).toContain('class="error"');
    expect(status(html)).toContain('>Try again</button>');
    expect(html).not.toContain('Dealers near');
    expect(html.match(/class="error"/g)).toHaveLength(1);
  });

  it('no dealers: the spec’s wording alone; nothing before a search', () => {
    const html = render({ state: 'done', zip: '90210', result: { outcome: 'no-dealers', title: "We're sorry", message: '' } });
    expect(status(html)).toContain("We&#x27;re sorry");
    expect(html).not.toContain('<ul');
    expect(status(render({ state: 'idle' }))).toBe('');
  });
});
