export interface DeletionCounts {
  ideas: number;
  files: number;
  tokens: number;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const ideasLine = (n: number) =>
  n === 0 ? '0 ideas' : `${plural(n, 'idea', 'ideas')} and ${n === 1 ? 'its' : 'their'} photos`;

/** What deleting the account takes with it, as the confirmation says it. */
export function DeletionList({ counts }: { counts: DeletionCounts }) {
  return (
    <>
      <p>This deletes, for good:</p>
      <ul className="list-disc space-y-0.5 pl-5" data-testid="deletion-list">
        <li>your profile and your sign-in</li>
        <li>{ideasLine(counts.ideas)}</li>
        <li>{plural(counts.files, 'uploaded file', 'uploaded files')}</li>
        <li>{plural(counts.tokens, 'API token', 'API tokens')}</li>
      </ul>
      <p data-testid="deletion-receipts">
        The authorship receipts of your ideas are kept, as hashes only: they still prove what you listed and
        when, and reveal nothing of it.
      </p>
      <p>You will be signed out everywhere. This cannot be undone.</p>
    </>
  );
}
