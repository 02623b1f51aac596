/** Imports are expensive (a fetch, maybe a model call): a generous per-user limit keeps them honest. */
export const IMPORT_RULE = { limit: 30, windowMs: 60_000 };

/** One counter per user for every import: a page from the import form and each page of a URL list. */
export const importRateKey = (userId: string) => `import:user:${userId}`;
