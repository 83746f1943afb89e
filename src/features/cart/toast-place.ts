// Where the add-to-cart toast goes: at the bottom of the screen as usual, unless it would cover a control it
// must leave free (the Add to cart button that was just pressed); then at the top, below the header while
// the header shows, so the header's cart button stays free too.

/** A box on the screen (viewport coordinates). */
export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Room between the toast and the screen's edge or the header. */
export const TOAST_MARGIN = 16;

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * The toast's top edge when it moves to the top, or null when it stays at the bottom. `toast` is where it
 * is at the bottom; `avoid` the boxes it must not cover; `headerBottom` the header's lower edge on the screen.
 */
export function toastTop(toast: Box, avoid: readonly Box[], headerBottom: number): number | null {
  if (!avoid.some((box) => overlaps(toast, box))) return null;
  const top = Math.max(TOAST_MARGIN, headerBottom + TOAST_MARGIN / 2);
  const moved = { ...toast, top, bottom: top + (toast.bottom - toast.top) };
  // Where the top covers a control as well, the bottom stays: the toast can be closed.
  return avoid.some((box) => overlaps(moved, box)) ? null : top;
}
