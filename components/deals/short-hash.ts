/** The short form of an NDA hash shown beside its version. */
export const shortHash = (hash: string) => hash.slice(0, 12);
