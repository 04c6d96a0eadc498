'use client';

import { AdminError } from '@/components/admin/admin-error';

export default function AdminUsersError({ reset }: { error: Error; reset: () => void }) {
  return <AdminError what="members" reset={reset} />;
}
