// Tables of the dealers part: none. Dealers are content, read from the content lake (directory.ts).

/** This part's tables (none). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DealerTables {}
