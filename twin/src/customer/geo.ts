/** Countries a customer address may use: the product's address countries (US, CA) and its other markets. */
export const COUNTRIES: Record<string, string> = {
  US: 'United States', CA: 'Canada', AU: 'Australia', AT: 'Austria', BE: 'Belgium', CZ: 'Czechia',
  DK: 'Denmark', FI: 'Finland', FR: 'France', DE: 'Germany', HK: 'Hong Kong', IE: 'Ireland',
  IT: 'Italy', JP: 'Japan', NL: 'Netherlands', NZ: 'New Zealand', PT: 'Portugal', RO: 'Romania',
  SG: 'Singapore', ES: 'Spain', SE: 'Sweden', CH: 'Switzerland', GB: 'United Kingdom',
};

/** Provinces of the countries whose addresses require one. */
export const PROVINCES: Record<string, Record<string, string>> = {
  US: {
    AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado',
    CT: 'Connecticut', DE: 'Delaware', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia',
    HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky',
    LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota',
    MS: 'Mississippi', MO: 'Missouri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire',
    NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota',
    OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania', RI: 'Rhode Island',
    SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah', VT: 'Vermont',
    VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
    PR: 'Puerto Rico',
  },
  CA: {
    AB: 'Alberta', BC: 'British Columbia', MB: 'Manitoba', NB: 'New Brunswick',
    NL: 'Newfoundland and Labrador', NT: 'Northwest Territories', NS: 'Nova Scotia', NU: 'Nunavut',
    ON: 'Ontario', PE: 'Prince Edward Island', QC: 'Quebec', SK: 'Saskatchewan', YT: 'Yukon',
  },
};

const ZIP_FORMATS: Record<string, RegExp> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/,
};

/** Finds a country by ISO code or English name. */
export function lookupCountry(value: string): { code: string; name: string } | undefined {
  const v = value.trim();
  const byCode = COUNTRIES[v.toUpperCase()];
  if (byCode) return { code: v.toUpperCase(), name: byCode };
  const entry = Object.entries(COUNTRIES).find(([, name]) => name.toLowerCase() === v.toLowerCase());
  return entry && { code: entry[0], name: entry[1] };
}

/** Finds a province of a country by code or name; undefined when the country has no province list. */
export function lookupProvince(countryCode: string, value: string): { code: string; name: string } | null | undefined {
  const list = PROVINCES[countryCode];
  if (!list) return undefined;
  const v = value.trim();
  const byCode = list[v.toUpperCase()];
  if (byCode) return { code: v.toUpperCase(), name: byCode };
  const entry = Object.entries(list).find(([, name]) => name.toLowerCase() === v.toLowerCase());
  return entry ? { code: entry[0], name: entry[1] } : null;
}

/** Whether a postal code fits the country's format (countries without a known format accept any). */
export function zipFits(countryCode: string, zip: string): boolean {
  const format = ZIP_FORMATS[countryCode];
  return !format || format.test(zip.trim());
}
