// `npm test` stops before the build when the end-to-end tests' Chromium is missing, and says how to get it.
import { describe, expect, it } from 'vitest';
import { chromiumProblem } from '../scripts/test-all';

describe('npm test preflight', () => {
  it('names the install command when Debian Chromium is missing', () => {
    expect(chromiumProblem({}, () => false)).toContain('apt-get install -y chromium');
  });
  it('names a CHROMIUM_PATH that does not exist', () => {
    expect(chromiumProblem({ CHROMIUM_PATH: '/opt/none/chrome' }, () => false)).toContain('CHROMIUM_PATH=/opt/none/chrome');
  });
  it('passes when the browser is there', () => {
    expect(chromiumProblem({}, (file) => file === '/usr/bin/chromium')).toBeNull();
  });
});
