// Tables of this part.

/** This part's tables. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DealerTables {}
