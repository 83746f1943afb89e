// Features read their flag at the page's built value (brand.json) on the server and in the first client
// render, so the HTML and hydration agree; the flag service's value replaces it live. Without a client-side
// ID the page warns on the console and keeps its built values.
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { SiteProvider } from '../../src/components/site/site-provider';
import { ChatLauncher } from '../../src/features/chat/chat-launcher';
import { useFlag } from '../../src/components/site/use-flag';
import { setFlagValues } from '../../src/lib/flags/store';
import { MISSING_FLAG_CLIENT_ID } from '../../wire/flags';
import { site } from './fixtures';

function Probe() {
  return <span>{useFlag('checkout-cta-style')}</span>;
}

describe('flags in the page', () => {
  it('server-renders the built value even when the client already holds another', () => {
    const built = site();
    expect(renderToStaticMarkup(<SiteProvider site={built}><ChatLauncher /></SiteProvider>)).toContain('aria-haspopup="dialog"');
    setFlagValues({ 'live-chat': false, 'checkout-cta-style': 'prominent' });
    expect(renderToStaticMarkup(<SiteProvider site={built}><ChatLauncher /></SiteProvider>)).toContain('aria-haspopup="dialog"');
    expect(renderToStaticMarkup(<SiteProvider site={built}><Probe /></SiteProvider>)).toBe('<span>standard</span>');
    const off = site();
    off.brand.flagValues = { ...off.brand.flagValues, 'live-chat': false };
    expect(renderToStaticMarkup(<SiteProvider site={off}><ChatLauncher /></SiteProvider>)).toBe('');
  });

  it('warns on the console when the build has no flag client-side ID, and starts nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const schedule = vi.fn();
    const { startFlags } = await import('../../src/features/flags/flags-bootstrap');
    expect(startFlags(site(), schedule)).toBe(false);
    expect(warn).toHaveBeenCalledWith(MISSING_FLAG_CLIENT_ID);
    expect(schedule).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('the flag client and consent', () => {
  it('keeps nothing on the device and sends nothing without analytics consent; a per-visitor key and events with it', async () => {
    const { consentBoundSettings } = await import('../../src/lib/flags/consent');
    const context = { brand: 'trailmate', market: 'de', locale: 'de' };
    expect(consentBoundSettings(context, false)).toEqual({
      ldContext: { kind: 'user', anonymous: true, key: 'visitor-trailmate-de', ...context },
      bootstrap: undefined,
      sendEvents: false,
    });
    const granted = consentBoundSettings(context, true);
    expect(granted).toEqual({ ldContext: { kind: 'user', anonymous: true, ...context }, bootstrap: 'localStorage', sendEvents: true });
    expect('key' in granted.ldContext).toBe(false);
  });
});
