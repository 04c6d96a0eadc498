/**
 * The fixed choices of an idea. Plain constants: the table definition (models/ideas.ts), the
 * shared schemas and the browser's forms all read them from here, so no form pulls in Drizzle.
 */
export const IDEA_TYPES = ['Product', 'Service'] as const;
export const PROTECTION_STATUSES = ['None', 'Patent', 'Trademark', 'Copyright', 'Trade Secret'] as const;
export const CONTACT_PREFERENCES = ['Email', 'Phone', 'Messaging'] as const;
