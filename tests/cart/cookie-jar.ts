// A cookie store with document.cookie's semantics (set one cookie per assignment, read all as
// `a=1; b=2`, max-age=0 deletes), so the cart's cookie code runs outside a browser.
import type { CookieJar } from '../../src/lib/cart/cart-cookie';

/** document.cookie for tests; `writes` keeps every assignment to check attributes. */
export class TestCookieJar implements CookieJar {
  readonly values = new Map<string, string>();
  readonly writes: string[] = [];

  get cookie(): string {
    return [...this.values].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  set cookie(assignment: string) {
    this.writes.push(assignment);
    const [pair = '', ...attributes] = assignment.split(';').map((p) => p.trim());
    const [name = '', ...value] = pair.split('=');
    if (attributes.some((a) => a.toLowerCase() === 'max-age=0')) this.values.delete(name);
    else this.values.set(name, value.join('='));
  }
}

/** localStorage for tests. */
export function testStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, String(v)) };
}
