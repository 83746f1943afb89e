// The spec's account messages (§8) are what the account screens say, word for word: settings that
// could not be saved, addresses that could not be added, updated or deleted, payment methods and
// update links that failed, and a plan that could not be selected.
import { describe, expect, it } from 'vitest';
import { DEV_STRINGS } from '../../src/components/site/dev-strings';

describe('account failure messages', () => {
  it('settings: "Your changes could not be saved at this time. Please try again later."', () => {
    expect(DEV_STRINGS.changesFailed).toBe('Your changes could not be saved at this time. Please try again later.');
  });

  it('addresses: "Could not delete address", "Address could not be updated", "Address could not be added"', () => {
    expect(DEV_STRINGS.addressDeleteFailed).toBe('Could not delete address');
    expect(DEV_STRINGS.addressUpdateFailed).toBe('Address could not be updated');
    expect(DEV_STRINGS.addressAddFailed).toBe('Address could not be added');
  });

  it('payment methods and update links', () => {
    expect(DEV_STRINGS.subMsgPaymentMethodFailed).toBe('Your payment method could not be updated at this time. Please try again later.');
    expect(DEV_STRINGS.subMsgPaymentMethodsFailed).toBe('Your payment methods could not be loaded at this time. Please try again later.');
    expect(DEV_STRINGS.subMsgUpdateLinkFailed).toBe('Update link could not be sent at this time. Please try again later.');
  });

  it('activation: "Selecting Plan Failed"', () => {
    expect(DEV_STRINGS.actMsgSelectingPlanFailed).toBe('Selecting Plan Failed');
  });
});
