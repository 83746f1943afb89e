import { describe, expect, it } from 'vitest';
import { lostQueryResult } from '../../scripts/build/gatsby-failures';

describe("a build that failed because Gatsby lost a page's query result", () => {
  it("is told by Gatsby's message, coloured or not", () => {
    // As a cold build of Yardwise printed it (2026-12-02).
    const output = [
      'success Rewriting compilation hashes - 0.005s',
      ' ERROR  UNKNOWN',
      '',
      'Failed to write page-data for ""/containment-systems/ Couldn\'t find temp query',
      'result for "/containment-systems/".',
      '\u001b[0m  \u001b[0m\u001b[97m\u001b[41mError\u001b[0m\u001b[37m\u001b[41m:\u001b[0m\u001b[37m\u001b[41m \u001b[0m\u001b[97m\u001b[41mCouldn\'t find temp query result for "/containment-systems/".\u001b[0m',
      'not finished Writing page-data.json and slice-data.json files to public',
    ];
    expect(lostQueryResult(output)).toBe('Couldn\'t find temp query result for "/containment-systems/"');
    expect(lostQueryResult(['ERROR An error occurred during parallel query running.', '  Error: Worker exited before finishing task'])).toBe('Worker exited before finishing task');
  });

  it('is not any other failure', () => {
    expect(lostQueryResult([' ERROR #11321  API.NODE.EXECUTION', '1 internal link(s) lead to no page or file of the build:'])).toBeNull();
    expect(lostQueryResult([])).toBeNull();
  });
});
