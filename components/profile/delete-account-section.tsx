import { Card } from '@/components/ui/card';
import { DeleteAccountDialog, type DeleteAccountDialogProps } from './delete-account-dialog';

/** The danger zone of /settings: deleting the account, after a confirmation. */
export function DeleteAccountSection(props: DeleteAccountDialogProps) {
  return (
    <Card
      as="section"
      aria-labelledby="delete-account-heading"
      className="space-y-3 rounded-2xl border-red-200 p-6"
    >
      <h2 id="delete-account-heading" className="text-lg font-semibold text-red-800">
        Delete my account
      </h2>
      <p className="text-sm text-slate-600">
        Deleting your account removes your profile, your ideas, your files and your API tokens, and signs you
        out everywhere. Download your data first if you want to keep a copy.
      </p>
      <DeleteAccountDialog {...props} />
    </Card>
  );
}
