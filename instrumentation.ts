/**
 * Runs once when the server starts: validates the configuration and migrates the database.
 * A failure here must stop the process: a server that answers every request with 500 is worse.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  // The cache listens to the domains' change announcements from the first request on.
  await import('@/lib/cache');
  // With several instances, also to the others' announcements (REDIS_URL).
  const { startChangeRelay } = await import('@/lib/platform/redis');
  startChangeRelay();
  const { onServerStart, startServerRuntime } = await import('@/lib/server/startup');
  const { startPresence } = await import('@/lib/platform/presence');
  const { startBackgroundJobs } = await import('@/lib/server/background-jobs');
  const { startBackupControl } = await import('@/lib/platform/backup');
  const { startSystemGauges } = await import('@/lib/platform/health');
  onServerStart(startPresence);
  onServerStart(startBackgroundJobs);
  // `npm run backup` asks the running server for the embedded database's snapshot.
  onServerStart(startBackupControl);
  // /metrics and /admin/system read the database's size, the jobs and the last backup.
  onServerStart(startSystemGauges);
  await startServerRuntime();
}
