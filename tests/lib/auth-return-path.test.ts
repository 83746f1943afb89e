// Post-login redirects follow same-origin paths only, judged as the browser reads them: anything
// else goes home.
import { describe, expect, it } from 'vitest';
import { postLoginTarget, safeReturnPath } from '../../src/lib/auth/return-path';

describe('safeReturnPath', () => {
  it.each(['//evil.example', 'https://evil.example', '/\\evil.example', '/\t/evil.example', '/\n/evil.example', 'javascript:alert(1)', ' //evil.example', '\\\\evil.example', 'evil.example', ''])(
    '%j goes home',
    (target) => {
      expect(safeReturnPath(target, '/en-ca/')).toBe('/en-ca/');
    },
  );
  // Dot segments and encoded dots collapse to `//host` only after parsing; the final path decides.
  it.each(['/.//evil.example', '/a/..//evil.example/x', '/%2e//evil.example', '/%2E%2E//evil.example', '/./\t/evil.example', '/.\\\\evil.example', '/x/../\\evil.example'])(
    '%j collapses to a protocol-relative path and goes home',
    (target) => {
      expect(safeReturnPath(target, '/de/')).toBe('/de/');
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
    expect(postLoginTarget('?redirect=%2F.%2F%2Fevil.example')).toBe('/');
    expect(postLoginTarget('?redirect=%2F.%2F%09%2Fevil.example')).toBe('/');
    expect(postLoginTarget('', '/ca/')).toBe('/ca/');
  });
});

describe('storeLogoutUrl', () => {
  it("is the store's logout page with the home URL to return to (twin and hosted store paths)", async () => {
    const { storeLogoutUrl } = await import('../../src/lib/auth/multipass');
    expect(storeLogoutUrl('http://127.0.0.1:8787/shops/homing-ca/api/2025-04/graphql.json', 'http://127.0.0.1:9003/en-ca/')).toBe(
      'http://127.0.0.1:8787/shops/homing-ca/account/logout?return_url=http%3A%2F%2F127.0.0.1%3A9003%2Fen-ca%2F',
    );
    expect(storeLogoutUrl('https://shop.homing.example/api/2025-04/graphql.json', 'https://www.homing.example/')).toBe(
      'https://shop.homing.example/account/logout?return_url=https%3A%2F%2Fwww.homing.example%2F',
    );
  });
});
