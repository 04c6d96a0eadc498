import { NextResponse } from 'next/server';
import { requireViewer } from '@/lib/auth';
import { exportAccountData } from '@/lib/accounts/data-export';
import { apiRoutes } from '@/lib/http';
import { SIGN_IN_TO_EXPORT_MESSAGE } from '@/lib/validation/account-data';

export const dynamic = 'force-dynamic';

/** 'Download my data': a JSON file of everything we hold on the caller. */
export const { GET, POST, PUT, DELETE, PATCH, OPTIONS, HEAD } = apiRoutes({
  GET: async (request) => {
    const viewer = await requireViewer(request, SIGN_IN_TO_EXPORT_MESSAGE);
    const data = await exportAccountData(viewer.id);
    const date = data.exportedAt.slice(0, 10);
    return new NextResponse(`${JSON.stringify(data, null, 2)}\n`, {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="ideas-marketplace-data-${date}.json"`,
        'cache-control': 'no-store',
      },
    });
  },
});
