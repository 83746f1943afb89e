// Hydration as a transition (src/features/runtime/hydrate.ts): React renders a transition in slices
// that yield to the browser, so the page's hydration is never one long task.
import React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const calls: { kind: 'hydrate' | 'create' | 'render'; inTransition: boolean }[] = [];

/** Whether React is inside startTransition right now (its shared batch config holds the transition). */
function inTransition(): boolean {
  const internals = (React as unknown as { __SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED: { ReactCurrentBatchConfig: { transition: unknown } } })
    .__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED;
  return internals.ReactCurrentBatchConfig.transition !== null;
}

vi.mock('react-dom/client', () => ({
  hydrateRoot: () => {
    calls.push({ kind: 'hydrate', inTransition: inTransition() });
    return {};
  },
  createRoot: () => {
    calls.push({ kind: 'create', inTransition: inTransition() });
    return { render: () => calls.push({ kind: 'render', inTransition: inTransition() }) };
  },
}));

const { hydrateAsTransition, replaceHydrateFunction } = await import('../../src/features/runtime/hydrate');

afterEach(() => {
  calls.length = 0;
  vi.unstubAllGlobals();
});

/** A document whose focus wrapper holds `children` elements (the server-rendered page). */
function servedPage(children: number) {
  vi.stubGlobal('document', { getElementById: (id: string) => (id === 'gatsby-focus-wrapper' ? { children: { length: children } } : null) });
}

describe('hydration', () => {
  it('hydrates the served page inside a transition', () => {
    servedPage(3);
    replaceHydrateFunction()(React.createElement('div'), {} as Element);
    expect(calls).toEqual([{ kind: 'hydrate', inTransition: true }]);
    expect(inTransition()).toBe(false);
  });

  it('renders without hydrating where the server left the page empty', () => {
    servedPage(0);
    hydrateAsTransition(React.createElement('div'), {} as Element);
    expect(calls.map((call) => call.kind)).toEqual(['create', 'render']);
  });
});
