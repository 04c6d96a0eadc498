import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** 'Download my data': a JSON file of everything we hold on the user (a plain same-origin download). */
export function YourDataSection() {
  return (
    <Card as="section" aria-labelledby="your-data-heading" className="space-y-3 rounded-2xl p-6">
      <h2 id="your-data-heading" className="text-lg font-semibold text-slate-900">
        Your data
      </h2>
      <p className="text-sm text-slate-600">
        Download a copy of everything we hold about you as a JSON file: your profile, how you sign in, your
        ideas, your files, your API tokens (never their secrets) and the email links we sent you.
      </p>
      <a href="/api/profile/export" download className={buttonClass('secondary')} data-testid="download-data">
        Download my data
      </a>
    </Card>
  );
}
