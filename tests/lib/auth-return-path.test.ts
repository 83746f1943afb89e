// Post-login redirects follow same-origin paths only, judged as the browser reads them (spec §2,
// DESIGN §6): anything else goes home.
import { describe, expect, it } from 'vitest';
import { postLoginTarget, safeReturnPath } from '../../src/lib/auth/return-path';

describe('safeReturnPath', () => {
  it.each(['//evil.example', 'https://evil.example', '/\\evil.example', '/\t/evil.example', '/\n/evil.example', 'javascript:alert(1)', ' //evil.example', '\\\\evil.example', 'evil.example', ''])(
    '%j goes home',
    (target) => {
      expect(safeReturnPath(target, '/en-ca/')).toBe('/en-ca/');
    },
  );
  it('a same-origin path with its search and hash is kept', () => {
    expect(safeReturnPath('/account/orders/?x=1#top')).toBe('/account/orders/?x=1#top');
    expect(safeReturnPath('/en-ca/dog-hammocks/')).toBe('/en-ca/dog-hammocks/');
  });
  it('null goes home', () => {
    expect(safeReturnPath(null)).toBe('/');
  });
});

describe('postLoginTarget', () => {
  it('reads redirect, then redirect_to, URL-decoded', () => {
    expect(postLoginTarget('?redirect=%2Faccount%2Forders%2F%3Fx%3D1')).toBe('/account/orders/?x=1');
    expect(postLoginTarget('?redirect_to=%2Fdog-hammocks%2F')).toBe('/dog-hammocks/');
    expect(postLoginTarget('?redirect=%2F%2Fevil.example')).toBe('/');
    expect(postLoginTarget('', '/ca/')).toBe('/ca/');
  });
});
