/** Where the browser asks for the signed-in viewer's own view of an idea (the API's reply to them). */
export function viewerIdeaUrl(id: string): string {
  return `/api/ideas/${encodeURIComponent(id)}?via=page`;
}
