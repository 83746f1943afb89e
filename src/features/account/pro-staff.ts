// Pro program customers count as pro staff (spec §5): a customer whose tags include "pro program",
// exactly that tag; their orders carry the ProStaff discount label.

/** Customers with this tag are pro staff. */
export const PRO_TAG = 'pro program';

/** Whether any of the tag lists (the store's answer, the saved customer's) marks a pro-staff customer. */
export function isProStaff(...tagLists: (readonly string[] | null | undefined)[]): boolean {
  return tagLists.some((tags) => Boolean(tags?.includes(PRO_TAG)));
}
