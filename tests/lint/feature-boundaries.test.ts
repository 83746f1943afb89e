// The import rule of eslint.config.mjs: a feature importing another feature fails lint, whether the
// import is relative, from src/, re-exported or dynamic; lib/ and components/ui stay open to features.
import path from 'node:path';
import { assert, describe, expect, it } from 'vitest';
import { probeLinter } from './probe-linter';

const root = path.resolve(__dirname, '../..');
const eslint = probeLinter({ types: false });

async function crossFeatureMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  assert.isDefined(result, 'result');
  return result.messages.filter((m) => m.ruleId === 'boundaries/no-cross-feature-imports').map((m) => m.message);
}

describe('features import no other feature', () => {
  it('fails a relative import of another feature', async () => {
    const messages = await crossFeatureMessages('src/features/search/probe.ts', "import { useCartState } from '../cart/cart-island';\nexport const x = useCartState;\n");
    expect(messages).toEqual([expect.stringContaining("Feature 'search' imports feature 'cart'")]);
  });

  it('fails re-exports, dynamic imports and paths through src/', async () => {
    const code = [
      "export { HoneypotField } from '../forms/lazy-form';",
      "export * from '../../features/chat/chat-launcher';",
      "export const load = () => import('../layout/anything');",
    ].join('\n');
    expect(await crossFeatureMessages('src/features/account/probe.ts', code)).toHaveLength(3);
  });

  it('lets a feature import itself, lib/ and components/ui', async () => {
    const code = [
      "import { a } from './use-account';",
      "import { b } from '../../lib/cart/cart-state';",
      "import { c } from '../../components/ui/icons';",
      'export const all = [a, b, c];',
    ].join('\n');
    expect(await crossFeatureMessages('src/features/account/probe.ts', code)).toEqual([]);
  });

  it('leaves composition layers (templates, compositions/layout) free to place features', async () => {
    const code = "import { CartButton } from '../../features/cart/cart-button';\nexport const b = CartButton;\n";
    expect(await crossFeatureMessages('src/compositions/layout/probe.tsx', code)).toEqual([]);
  });
});
