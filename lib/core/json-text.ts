/**
 * A reply body that is JSON text already (written by the database): the HTTP adapter sends it as
 * it is instead of serializing an object again.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

/** `{ success: true, ...body }` of a JSON object's text, without parsing it. */
export function withSuccess(objectText: string): string {
  const rest = objectText.slice(1).trimStart();
  return rest.startsWith('}') ? '{"success":true}' : `{"success":true,${rest}`;
}
