// @vitest-environment jsdom
// The cart drawer's discount codes, rendered into a DOM and used as a shopper would: a code is typed
// and sent with Enter (trimmed; the field empties), the button waits for a code, a code comes off with
// its own button by keyboard; a code the store refused is said once under the field (an alert tied to
// the input) and is not listed among the cart's codes; a code that stopped applying still shows with
// its note.
import React from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteProvider } from '../../src/components/site/site-provider';
import { DiscountCodes, type DiscountCodesProps } from '../../src/features/cart/cart-drawer';
import { site } from '../ui/fixtures';

afterEach(cleanup);

function renderCodes(props: Partial<DiscountCodesProps>) {
  const onApply = vi.fn<(code: string) => void>();
  const onChange = vi.fn<(codes: string[]) => void>();
  render(
    <SiteProvider site={site()}>
      <DiscountCodes codes={[]} rejected={null} busy={false} onApply={onApply} onChange={onChange} {...props} />
    </SiteProvider>,
  );
  return { onApply, onChange, field: screen.getByLabelText('Discount code') as HTMLInputElement, apply: screen.getByRole('button', { name: 'Apply' }) };
}

describe('discount codes in the cart', () => {
  it('a typed code is sent with Enter, trimmed, and the field empties; Apply waits for a code', async () => {
    const user = userEvent.setup();
    const { onApply, field, apply } = renderCodes({});
    expect((apply as HTMLButtonElement).disabled).toBe(true);
    await user.type(field, '  welcome10 ');
    expect((apply as HTMLButtonElement).disabled).toBe(false);
    await user.keyboard('{Enter}');
    expect(onApply).toHaveBeenCalledWith('welcome10');
    expect(field.value).toBe('');
    expect((apply as HTMLButtonElement).disabled).toBe(true);
  });

  it('a code comes off with its own button, reached by Tab and pressed with Enter', async () => {
    const user = userEvent.setup();
    const { onChange, field } = renderCodes({ codes: [{ code: 'WELCOME10', applicable: true }, { code: 'SPRING', applicable: false }] });
    expect(screen.getByText('SPRING cannot be applied to this cart.')).toBeTruthy();
    field.focus();
    // The field, then Apply (disabled: skipped), then the first code's remove button.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove code WELCOME10' }));
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(['SPRING']);
  });

  it('a refused code shows its error once, tied to the field, and no remove button', () => {
    const { field } = renderCodes({ rejected: 'NOPE42', codes: [{ code: 'WELCOME10', applicable: true }] });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('NOPE42 cannot be applied to this cart.');
    expect(screen.getAllByText('NOPE42 cannot be applied to this cart.')).toHaveLength(1);
    expect(field.getAttribute('aria-describedby')).toBe(alert.id);
    expect(screen.queryByRole('button', { name: 'Remove code NOPE42' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove code WELCOME10' })).toBeTruthy();
  });

  it('without a refusal there is no alert, and the field is described by nothing', () => {
    const { field } = renderCodes({ codes: [{ code: 'WELCOME10', applicable: true }] });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field.hasAttribute('aria-describedby')).toBe(false);
  });
});
