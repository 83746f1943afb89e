// The status page says how the last publish was built: re-rendered pages or `gatsby build`, and why.
import { describe, expect, it } from 'vitest';
import { howBuilt, renderStatusPage, type BrandStatus } from '../../scripts/republish/status';

function status(published: BrandStatus['published']): BrandStatus {
  return { brand: 'homing', state: 'published', since: '2024-05-01T10:00:00.000Z', reasons: [], published, error: null };
}

describe('how a publish was built', () => {
  it('in words', () => {
    expect(howBuilt({ how: 'pages' })).toBe('re-rendered the changed pages');
    expect(howBuilt({ how: 'pages', why: 'ignored' })).toBe('re-rendered the changed pages');
    expect(howBuilt({ how: 'gatsby', why: 'code changed' })).toBe('gatsby build (code changed)');
    expect(howBuilt({ how: 'gatsby' })).toBe('gatsby build');
    expect(howBuilt({})).toBe('gatsby build');
  });

  it('on the status page, escaped', () => {
    const html = renderStatusPage([
      status({ at: '2024-05-01T10:00:00.000Z', seconds: 12, buildSeconds: 9, changedPages: ['/a/'], pages: 10, how: 'gatsby', why: '<b>query</b> & "variables"' }),
    ]);
    expect(html).toContain('<dt>How</dt><dd>gatsby build (&#60;b&#62;query&#60;/b&#62; &#38; &#34;variables&#34;)</dd>');
    expect(html).not.toContain('<b>query</b>');
  });

  it('no How row before a first publish', () => {
    expect(renderStatusPage([{ ...status(null), state: 'idle' }])).not.toContain('<dt>How</dt>');
  });
});
