// Who hears of a brand's form submissions, and the brand's name in mails.

/** The customer care address of a brand (fictional), copied on every form acknowledgement. */
export function careAddress(brand: string): string {
  return `care@${brand}.example`;
}

/** A brand's display name for mails. */
export function brandName(brand: string): string {
  return brand.charAt(0).toUpperCase() + brand.slice(1);
}
