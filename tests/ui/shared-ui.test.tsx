// The shared building blocks of components/ui: the idle helper with and without requestIdleCallback,
// the one Field (label, hint and error tied to the control), the sort select and the pagination that
// is either page loads or followed in place.
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Field } from '../../src/components/ui/field';
import { onIdle } from '../../src/lib/timing/idle';
import { Pagination, pagesOf, paginationLabels } from '../../src/components/ui/pagination';
import { SortControl } from '../../src/components/ui/sort-control';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('onIdle', () => {
  it('waits for an idle callback with the given deadline, and its cancel cancels that callback', () => {
    const request = vi.fn((_run: () => void, _options: { timeout: number }) => 7);
    const cancel = vi.fn();
    vi.stubGlobal('window', { requestIdleCallback: request, cancelIdleCallback: cancel });
    const run = vi.fn();
    const stop = onIdle(run, { timeout: 2000 });
    expect(request).toHaveBeenCalledWith(run, { timeout: 2000 });
    stop();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('falls back to a timer where the browser has no idle callbacks (Safari)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('window', { setTimeout: globalThis.setTimeout, clearTimeout: globalThis.clearTimeout });
    const run = vi.fn();
    onIdle(run, { fallback: 500 });
    vi.advanceTimersByTime(499);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
    const cancelled = vi.fn();
    onIdle(cancelled)();
    vi.advanceTimersByTime(5000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('Field', () => {
  it('ties its hint and error to the control and marks it invalid', () => {
    const html = renderToStaticMarkup(<Field id="f" name="email" label="Email" hint="We never share it" error="Enter an email" />);
    expect(html).toBe(
      '<div class="field"><label for="f">Email</label><input id="f" name="email" aria-invalid="true" aria-describedby="f-hint f-error"/>' +
        '<p id="f-hint" class="note">We never share it</p><p id="f-error" class="error">Enter an email</p></div>',
    );
  });

  it('is a text area when multiline, and takes its id from the name when given none', () => {
    const html = renderToStaticMarkup(<Field name="message" label="Message" multiline />);
    expect(html).toBe('<div class="field"><label for="field-message">Message</label><textarea rows="4" id="field-message" name="message"></textarea></div>');
  });
});

describe('SortControl', () => {
  it('is a labelled select of the sorts with the current one chosen', () => {
    const html = renderToStaticMarkup(
      <SortControl label="Sort by" value="PRICE" options={[{ value: 'TITLE', label: 'Name' }, { value: 'PRICE', label: 'Price' }]} onChange={() => undefined} />,
    );
    expect(html).toMatch(/<label for="(.+?)">Sort by<\/label><select id="\1">/);
    expect(html).toContain('<option value="PRICE" selected="">Price</option>');
  });
});

describe('Pagination', () => {
  const t = (key: string, vars?: Record<string, string | number>) => (key === 'pageNumber' ? `Page ${vars?.number}` : key);

  it('links every page by its address, strikes out a missing previous, and marks the current page', () => {
    const html = renderToStaticMarkup(<Pagination pagination={pagesOf(1, 3, (n) => `?page=${n}`)} labels={paginationLabels(t, 'Results pages')} onPage={() => undefined} />);
    expect(html).toContain('<nav aria-label="Results pages" class="pagination">');
    expect(html).toContain('<s class="pagination__disabled" aria-disabled="true">previousPage</s>');
    expect(html).toContain('<span aria-current="page" class="pagination__current">Page 1</span>');
    expect(html).toContain('<a href="?page=2">Page 2</a>');
    expect(html).toContain('<a href="?page=2" rel="next">nextPage</a>');
  });

  it('is nothing for a single page', () => {
    expect(renderToStaticMarkup(<Pagination pagination={pagesOf(1, 1, () => '?')} labels={paginationLabels(t)} />)).toBe('');
  });
});
