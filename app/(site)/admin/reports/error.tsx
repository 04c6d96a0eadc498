'use client';

import { AdminError } from '@/components/admin/admin-error';

export default function AdminReportsError({ reset }: { error: Error; reset: () => void }) {
  return <AdminError what="reports" reset={reset} />;
}
