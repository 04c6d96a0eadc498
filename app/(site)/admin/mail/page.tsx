import { MailJobList } from '@/components/admin/mail-job-list';
import { OutboxList } from '@/components/admin/outbox-list';
import { adminMail } from '@/lib/trust-safety';
import { adminPageViewer } from '@/lib/http/page-viewer';

export const metadata = { title: 'Mail' };

/** /admin/mail: where the site's mail goes, and what went. */
export default async function MailPage() {
  const mail = await adminMail(await adminPageViewer());
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Mail</h1>
      {mail.mode === 'outbox' ? (
        <OutboxList messages={mail.messages} dir={mail.dir} />
      ) : (
        <MailJobList jobs={mail.jobs} />
      )}
    </>
  );
}
