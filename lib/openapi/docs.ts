import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Swagger UI files we serve from our own origin (no CDN), and their content types. */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#api-reference',
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    layout: 'BaseLayout',
    tryItOutEnabled: false,
  });
});
`;

/**
 * Our additions to Swagger UI's styles: on a phone, the replies' "Links" column (which holds only
 * "No links") would push the page sideways.
 */
const LOCAL_STYLES = `@media (max-width: 640px) {
  .swagger-ui .responses-table .response-col_links { display: none; }
}
`;

const cache = new Map<string, Buffer>();

/** A docs asset as [body, content type], or null when it is not one of ours. */
export async function docsAsset(name: string): Promise<[Buffer, string] | null> {
  if (name === 'init.js') return [Buffer.from(INIT_SCRIPT), 'text/javascript; charset=utf-8'];
  if (name === 'local.css') return [Buffer.from(LOCAL_STYLES), 'text/css; charset=utf-8'];
  const type = ASSETS[name];
  if (!type) return null;
  let body = cache.get(name);
  if (!body) {
    body = await readFile(path.join(process.cwd(), 'node_modules', 'swagger-ui-dist', name));
    cache.set(name, body);
  }
  return [body, type];
}

/** The API reference page: Swagger UI rendering /api/openapi.json. */
export const DOCS_HTML = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>API reference · Ideas Marketplace</title>
  <link rel="icon" type="image/png" href="/api/docs/assets/favicon-32x32.png">
  <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
  <link rel="stylesheet" href="/api/docs/assets/local.css">
</head>
<body>
  <main id="api-reference"><noscript>The interactive reference needs JavaScript; the raw document is at <a href="/api/openapi.json">/api/openapi.json</a>.</noscript></main>
  <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
  <script src="/api/docs/assets/swagger-ui-standalone-preset.js"></script>
  <script src="/api/docs/assets/init.js"></script>
</body>
</html>
`;
