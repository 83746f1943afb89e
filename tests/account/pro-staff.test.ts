// Spec §1 and §5: a customer tagged "pro program" is pro staff, exactly that tag and no other, from the
// store's answer or the saved customer; their orders carry the "40% ProStaff discount" label.
import { describe, expect, it } from 'vitest';
import { isProStaff, PRO_TAG } from '../../src/features/account/pro-staff';
import { DEV_STRINGS } from '../../src/components/site/dev-strings';

describe('pro-staff check', () => {
  it('is true for a customer with the tag "pro program", among other tags or from either list', () => {
    expect(PRO_TAG).toBe('pro program');
    expect(isProStaff(['pro program'])).toBe(true);
    expect(isProStaff(['vip', 'pro program'])).toBe(true);
    expect(isProStaff([], ['pro program'])).toBe(true);
  });

  it('is false without that exact tag, or without tags at all', () => {
    expect(isProStaff([])).toBe(false);
    expect(isProStaff(['vip', 'newsletter'])).toBe(false);
    expect(isProStaff(['pro program applicant', 'pro'])).toBe(false);
    expect(isProStaff(null, undefined)).toBe(false);
    expect(isProStaff()).toBe(false);
  });

  it('labels their orders with the 40% ProStaff discount', () => {
    expect(DEV_STRINGS.proStaffDiscount).toBe('40% ProStaff discount');
  });
});
