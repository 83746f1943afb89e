// @vitest-environment jsdom
// The footer's newsletter shell is in the served HTML. A shopper who focuses and types in it before
// the page's code runs sends React no focus event; once the page hydrates, the form's code loads
// anyway, with what was typed and the focus kept on the same field.
import React, { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteProvider } from '../../src/components/site/site-provider';
import { NewsletterSignup } from '../../src/features/forms/newsletter-signup';
import { site } from './fixtures';

// React's act() is meant for this environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

const page = () => (
  <SiteProvider site={site()}>
    <NewsletterSignup />
  </SiteProvider>
);

/** The served markup in the document, as the browser has it before any script. */
function served(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page());
  document.body.append(container);
  return container;
}

const hydrate = (container: HTMLElement) => act(() => {
  root = hydrateRoot(container, page());
});

describe('newsletter shell at hydration', () => {
  it('a field focused and typed in before hydration loads the form, keeping the value and the focus', async () => {
    const container = served();
    const firstName = container.querySelector<HTMLInputElement>('input[name="firstName"]')!;
    firstName.focus();
    firstName.value = 'Robin';
    hydrate(container);
    // The loaded form carries the captcha; the shell does not.
    await waitFor(() => expect(container.querySelector('[name="altcha"], altcha-widget, .captcha')).not.toBeNull(), { timeout: 10_000 });
    const loaded = container.querySelector<HTMLInputElement>('input[name="firstName"]')!;
    expect(loaded.value).toBe('Robin');
    expect(document.activeElement).toBe(loaded);
  });

  it('with nothing focused, hydration leaves the shell until the shopper comes to it', async () => {
    const container = served();
    hydrate(container);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(container.querySelector('[name="altcha"], altcha-widget, .captcha')).toBeNull();
  });
});
