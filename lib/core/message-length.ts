/** The longest message body, in characters: the schema's limit and the database's check. */
export const MESSAGE_MAX_LENGTH = 5000;
