// The scripts read their flags with node:util's parseArgs through one helper: both spellings of a
// value, booleans, words for brands, and an unknown or incomplete flag refused with the usage line.
import { describe, expect, it } from 'vitest';
import { cliArgs, wholeNumber } from '../scripts/cli-args';

const USAGE = 'npm run thing -- [<brand>…] [--port N] [--log]';
const OPTIONS = { port: { type: 'string' }, log: { type: 'boolean', default: false }, jobs: { type: 'string', short: 'j' } } as const;

describe('cliArgs', () => {
  it('reads --name value, --name=value, a short flag, booleans and words', () => {
    const { values, positionals } = cliArgs(USAGE, OPTIONS, ['trailmate', '--port', '9001', '--log', '-j', '2', 'homing']);
    expect(values).toEqual({ port: '9001', log: true, jobs: '2' });
    expect(positionals).toEqual(['trailmate', 'homing']);
    expect(cliArgs(USAGE, OPTIONS, ['--port=9002']).values).toEqual({ port: '9002', log: false });
  });

  it('refuses an unknown flag and a flag without its value, with the usage line', () => {
    expect(() => cliArgs(USAGE, OPTIONS, ['--prot', '9001'])).toThrow(/Unknown option '--prot'[\s\S]*Usage: npm run thing/);
    expect(() => cliArgs(USAGE, OPTIONS, ['--port'])).toThrow(/--port[\s\S]*Usage: npm run thing/);
  });
});

describe('wholeNumber', () => {
  it('takes a whole number at or over its least and names the flag otherwise', () => {
    expect(wholeNumber('jobs', '3', 1)).toBe(3);
    for (const bad of ['0', '1.5', 'two', '']) expect(() => wholeNumber('jobs', bad, 1), bad).toThrow('--jobs takes a whole number of at least 1');
  });
});
