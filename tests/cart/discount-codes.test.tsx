// The cart drawer's discount codes, server-rendered: a code the store refused is said once under the
// field (an alert tied to the input) and is not listed among the cart's codes; a code that stopped
// applying to the cart after it was added still shows with its note.
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteProvider } from '../../src/components/site/site-provider';
import { DiscountCodes, type DiscountCodesProps } from '../../src/features/cart/cart-drawer';
import { site } from '../ui/fixtures';

const render = (props: Partial<DiscountCodesProps>) =>
  renderToStaticMarkup(
    <SiteProvider site={site()}>
      <DiscountCodes codes={[]} rejected={null} busy={false} onApply={() => undefined} onChange={() => undefined} {...props} />
    </SiteProvider>,
  );

describe('discount codes in the cart', () => {
  it('a refused code shows its error once, tied to the field, and no chip', () => {
    const html = render({ rejected: 'NOPE42', codes: [{ code: 'WELCOME10', applicable: true }] });
    expect(html.match(/NOPE42 cannot be applied to this cart\./g)).toHaveLength(1);
    expect(html).toMatch(/<p id="([^"]+)-error" role="alert"[^>]*>NOPE42 cannot be applied/);
    const errorId = /<p id="([^"]+)" role="alert"/.exec(html)![1];
    expect(html).toContain(`aria-describedby="${errorId}"`);
    expect(html).not.toContain('Remove code NOPE42');
    expect(html).toContain('aria-label="Remove code WELCOME10"');
  });

  it('without a refusal there is no error, and the field is described by nothing', () => {
    const html = render({ codes: [{ code: 'WELCOME10', applicable: true }] });
    expect(html).not.toContain('role="alert"');
    expect(html).not.toContain('aria-describedby');
  });
});
