// The search page's InstantSearch renders its widgets in React transitions
// (src/features/search/renders-as-transitions.ts): the middleware takes the place of the main index's
// render on a real InstantSearch instance, InstantSearch still renders through it, and removing the
// middleware puts the render back. An upgrade of instantsearch.js that moved the main index's render
// would fail here instead of silently bringing back the long task.
import instantsearch from 'instantsearch.js';
import { describe, expect, it } from 'vitest';
import { rendersAsTransitions } from '../../src/features/search/renders-as-transitions';

const noSearch = { search: () => Promise.resolve({ results: [] }) } as unknown as Parameters<typeof instantsearch>[0]['searchClient'];

describe("InstantSearch's renders as transitions", () => {
  it('wraps the main index render while used, renders through it, and restores it when removed', async () => {
    const search = instantsearch({ indexName: 'trailmate_en_products', searchClient: noSearch });
    const index = search.mainIndex;
    expect(typeof index.render).toBe('function');
    const rendered: unknown[] = [];
    index.render = (params) => void rendered.push(params);
    const own = index.render;
    // The page adds it to a started instance (an effect under <InstantSearch>).
    search.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    rendered.length = 0;

    search.use(rendersAsTransitions);
    expect(index.render).not.toBe(own);
    index.render({ instantSearchInstance: search });
    expect(rendered).toEqual([{ instantSearchInstance: search }]);

    search.unuse(rendersAsTransitions);
    expect(index.render).toBe(own);
    search.dispose();
  });
});
