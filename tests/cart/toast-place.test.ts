// The add-to-cart toast leaves the Add to cart button uncovered: it stays at the bottom unless it would cover
// the button, then moves to the top below the header (the header's cart button stays free too).
import { describe, expect, it } from 'vitest';
import { TOAST_MARGIN, toastTop } from '../../src/features/cart/toast-place';

// A 1280 × 720 desktop: the toast bottom right, 202 px tall.
const toast = { top: 502, bottom: 704, left: 912, right: 1264 };

describe('toastTop', () => {
  it('stays at the bottom when it covers nothing it must leave free', () => {
    expect(toastTop(toast, [], 140)).toBeNull();
    expect(toastTop(toast, [{ top: 300, bottom: 352, left: 1095, right: 1248 }], 140)).toBeNull();
    // Beside the button, not over it.
    expect(toastTop(toast, [{ top: 600, bottom: 652, left: 400, right: 900 }], 140)).toBeNull();
  });

  it('moves to the top, below the header, when at the bottom it would cover the Add to cart button', () => {
    expect(toastTop(toast, [{ top: 619, bottom: 671, left: 1095, right: 1248 }], 140)).toBe(140 + TOAST_MARGIN / 2);
    // The header scrolled away: near the top edge.
    expect(toastTop(toast, [{ top: 619, bottom: 671, left: 1095, right: 1248 }], -300)).toBe(TOAST_MARGIN);
  });

  it('stays at the bottom when the top would cover the button too', () => {
    expect(toastTop(toast, [{ top: 150, bottom: 690, left: 1095, right: 1248 }], 140)).toBeNull();
  });
});
