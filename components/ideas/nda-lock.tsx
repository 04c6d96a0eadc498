import { LockIcon } from '@/components/ui/icons';

export function NdaLockPanel() {
  return (
    <section
      data-testid="nda-lock"
      className="rounded-xl border border-amber-300 bg-amber-50 p-6 text-center"
    >
      <LockIcon className="mx-auto h-10 w-10 text-amber-700" />
      <h2 className="mt-2 text-xl font-bold text-amber-900">NDA Required</h2>
      <p className="mt-2 text-amber-900">
        This idea requires a Non-Disclosure Agreement to view full details. Please contact the creator to
        proceed.
      </p>
    </section>
  );
}
