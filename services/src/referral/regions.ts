// Where the referral program runs: the states and provinces with Yardwise dealers.

/** US states in the program, by their ZIP prefix ranges (first three digits, inclusive). */
export const REFERRAL_US_REGIONS: { state: string; zip3: [number, number][] }[] = [
  { state: 'OH', zip3: [[430, 459]] },
  { state: 'NC', zip3: [[270, 289]] },
  { state: 'TX', zip3: [[750, 799], [885, 885]] },
  { state: 'CO', zip3: [[800, 816]] },
  { state: 'OR', zip3: [[970, 979]] },
  { state: 'NJ', zip3: [[70, 89]] },
];

/** Canadian provinces in the program, by the first letter of the postal code. */
export const REFERRAL_CA_REGIONS: { province: string; letters: string[] }[] = [
  { province: 'QC', letters: ['G', 'H', 'J'] },
  { province: 'ON', letters: ['K', 'L', 'M', 'N', 'P'] },
];

/** Gift card a referrer earns when a referred consultation ends in an installation. */
export const REFERRAL_REWARD = { US: { amount: '50.00', currencyCode: 'USD' }, CA: { amount: '65.00', currencyCode: 'CAD' } } as const;

/** The country of a normalised ZIP or postal code if the program runs there, else undefined. */
export function eligibleCountry(postalCode: string): 'US' | 'CA' | undefined {
  if (/^\d{5}$/.test(postalCode)) {
    const zip3 = Number(postalCode.slice(0, 3));
    return REFERRAL_US_REGIONS.some((r) => r.zip3.some(([lo, hi]) => zip3 >= lo && zip3 <= hi)) ? 'US' : undefined;
  }
  const letter = postalCode.charAt(0).toUpperCase();
  return REFERRAL_CA_REGIONS.some((r) => r.letters.includes(letter)) ? 'CA' : undefined;
}
