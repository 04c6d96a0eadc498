import 'server-only';
import { NextResponse } from 'next/server';
import { createDocument, type oas31 } from 'zod-openapi';
import { OPERATIONS, operationPaths } from '@/lib/operations';
import { defineOperation } from '@/lib/operations/operation';
import { REQUEST_EXAMPLES } from './examples';
import { PARAMETER_EXAMPLES, REPLY_EXAMPLES } from './reply-examples';

type OpenAPIObject = oas31.OpenAPIObject;

const QUICK_START = `## Quick start

Replace \`$HOST\` with this site's address. Every call answers JSON.

1. **Get a token** with the email and password of your account (the profile page makes tokens too):

       curl -s $HOST/api/tokens -H 'content-type: application/json' \\
         -d '{"name":"my script","email":"ada@example.com","password":"correct horse battery"}'

   The reply's \`token\` goes in every call after this one: \`-H "authorization: Bearer $TOKEN"\`.

2. **List and search ideas** (public; filters: \`category\`, \`type\`, \`priceMin\`, \`priceMax\`, \`requireNDA\`, \`search\`, \`sort\`, \`page\`, \`limit\`):

       curl -s "$HOST/api/ideas?category=Tech&search=solar&limit=5"

3. **Upload a photo**, then **create an idea** with its address (categories: \`GET /api/categories\`):

       curl -s $HOST/api/uploads -H "authorization: Bearer $TOKEN" -F kind=idea_photo -F file=@charger.jpg
       curl -s $HOST/api/ideas -H "authorization: Bearer $TOKEN" -H 'content-type: application/json' \\
         -d '{"title":"Solar charger that clips onto a backpack","category":"Tech","type":"Product",
              "problemDescription":"Hikers run out of battery far from any outlet.",
              "solutionDescription":"A foldable solar panel with a battery, clipped onto a backpack strap.",
              "protectionStatus":"None","requireNDA":false,"desiredPrice":2500,
              "contactPreference":"Messaging","photos":["/api/uploads/ideas/…"]}'

4. **Request access** to an NDA idea (as another member; the creator approves it on /deals or with \`POST /api/access-requests/{id}/approve\`):

       curl -s $HOST/api/ideas/$IDEA_ID/access-requests -H "authorization: Bearer $TOKEN" \\
         -H 'content-type: application/json' -d '{"fullName":"Grace Hopper","agree":true,"message":"Hello!"}'

Each call below shows an accepted example body and what it answers.
`;

const CONVENTIONS =
  'Every reply is JSON. The calls of the original app answer as it did: one idea (GET, POST, PUT /api/ideas/{id}) is the idea object itself and a user (GET /api/ideas/user/{userId}) is the public fields themselves; every other success is `{ "success": true, … }`. Failures are `{ "success": false, "message", "errors"? }` with the status that fits. Photo URLs in replies are absolute; public images are served with `Cross-Origin-Resource-Policy: cross-origin`. Authenticate with `Authorization: Bearer <token>` (POST /api/tokens or a Firebase ID token in Firebase mode) or the browser session cookie. On public reads a token that cannot be verified is treated as anonymous and reported in `WWW-Authenticate`; on writes it is a 401.';

const DESCRIPTION = `${CONVENTIONS}\n\n${QUICK_START}`;

const jsonOf = (holder: { content?: oas31.ContentObject } | undefined) =>
  holder?.content?.['application/json'];

/**
 * Every example a reader sees is a real one (lib/openapi/examples.ts, reply-examples.ts): each
 * JSON request body its accepted example, each successful JSON reply what the API answers (the
 * failures: lib/openapi/parts.ts), each parameter a value of the same story. Without them, Swagger UI would make up
 * `"string"` and `additionalProp1`.
 */
function withExamples(document: OpenAPIObject): OpenAPIObject {
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item as Record<string, oas31.OperationObject>)) {
      const key = `${method.toUpperCase()} ${path}`;
      const body = jsonOf(operation.requestBody as oas31.RequestBodyObject | undefined);
      if (body && REQUEST_EXAMPLES[key]) body.example = REQUEST_EXAMPLES[key];
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const media = jsonOf(response as oas31.ResponseObject);
        if (media && status.startsWith('2') && key in REPLY_EXAMPLES) media.example = REPLY_EXAMPLES[key];
      }
      for (const parameter of (operation.parameters ?? []) as oas31.ParameterObject[]) {
        // A parameter with listed values shows them; the others a value of the story.
        if ((parameter.schema as oas31.SchemaObject | undefined)?.enum) continue;
        parameter.example ??=
          PARAMETER_EXAMPLES[`${key} ${parameter.name}`] ?? PARAMETER_EXAMPLES[parameter.name];
      }
    }
  }
  return document;
}

function buildDocument(): OpenAPIObject {
  const built = createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Ideas Marketplace API',
      version: '1.0.0',
      description: DESCRIPTION,
    },
    servers: [{ url: '/' }],
    tags: [
      'Ideas',
      'Deal room',
      'Messages',
      'Notifications',
      'Saved searches',
      'Idea protection',
      'Data room',
      'Moderation',
      'Users',
      'Uploads',
      'Accounts',
      'Tokens',
      'Reference',
      'Service',
      'Admin',
    ].map((name) => ({
      name,
    })),
    paths: {
      ...operationPaths([...OPERATIONS, openApiOperation]),
    },
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'Personal access token (POST /api/tokens)',
        },
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'next-auth.session-token',
          description: 'Browser session; writes must come from our own origin',
        },
      },
    },
  });
  return withExamples(built);
}

/** This document, served by the operation it documents (kept out of the registry it is built from). */
export const openApiOperation = defineOperation({
  method: 'GET',
  path: '/api/openapi.json',
  auth: 'none',
  run: async (): Promise<OpenAPIObject> => openApiDocument(),
  respond: (document) => NextResponse.json(document),
  docs: {
    tags: ['Service'],
    summary: 'This document',
    responses: { '200': { description: 'OpenAPI 3.1', content: { 'application/json': {} } } },
  },
});

let document: OpenAPIObject | undefined;

/** The OpenAPI 3.1 document of the whole API, generated by zod-openapi from the zod schemas. */
export function openApiDocument(): OpenAPIObject {
  document ??= buildDocument();
  return document;
}
