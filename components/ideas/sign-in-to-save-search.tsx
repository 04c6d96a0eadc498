import { IntentLink } from '@/components/ui/intent-link';
import { buttonClass } from '@/components/ui/button-styles';
import { loginUrlFor } from '@/lib/identity/shared';

/**
 * 'Save this search' for a visitor who is not signed in: a link to sign in that comes back to the
 * same search.
 */
export function SignInToSaveSearch({ query }: { query: string }) {
  return (
    <IntentLink href={loginUrlFor(`/ideas${query ? `?${query}` : ''}`)} className={buttonClass('secondary')}>
      {/* Read out, not shown: the button keeps the width of the signed-in one. */}
      <span className="sr-only">Sign in to </span>Save this search
    </IntentLink>
  );
}
