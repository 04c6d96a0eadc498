/** Which database the API suite runs on (the Vitest project sets it); PGlite by default. */
export const testDriver = (process.env.TEST_DB_DRIVER ?? 'pglite') as 'pglite' | 'postgres';
