import 'server-only';
import { notFound } from 'next/navigation';
import { getViewer } from '@/lib/auth';
import type { Viewer } from '@/models';
import { isAdmin } from '@/lib/ideas/visibility';

/**
 * The admin viewing an /admin page; for anyone else the page does not exist (404). Every admin
 * page calls it itself (a layout's check does not stop its pages from rendering), and the lib
 * calls behind the pages check again with `requireAdmin`.
 */
export async function adminPageViewer(): Promise<Viewer> {
  const viewer = await getViewer();
  if (!viewer || !isAdmin(viewer)) notFound();
  return viewer;
}
