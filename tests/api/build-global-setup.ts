import { ensureBuild } from '../../scripts/ensure-build.mjs';

/** Tests that run the real server (tests/api/app-server.ts) need a production build of these sources. */
export default function setup() {
  ensureBuild({ quiet: true });
}
