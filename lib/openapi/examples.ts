import 'server-only';

/**
 * One accepted example of each JSON request body, by `METHOD /path` as the document names the
 * call. Values are real: a category of GET /api/categories, a price in range, texts long enough.
 * Ids (`…Id`, `ids`) stand for records of the caller's own: tests/api/documented-examples.test.ts
 * posts every example to its route (with such records) and expects it accepted.
 */

/** The idea of the examples, as POST /api/ideas takes it (lib/openapi/reply-examples.ts answers it). */
export const EXAMPLE_IDEA_INPUT = {
  title: 'Solar charger that clips onto a backpack',
  category: 'Tech',
  type: 'Product',
  problemDescription:
    'Hikers on multi-day trails run out of phone battery far from any outlet, and the maps they rely on go dark with it.',
  solutionDescription:
    'A foldable 10 W solar panel with a 5,000 mAh battery behind it, clipped onto a backpack strap: it charges while you walk.',
  protectionStatus: 'None',
  requireNDA: false,
  desiredPrice: 2500,
  contactPreference: 'Messaging',
  additionalNotes: 'A working prototype was tested on a five-day trail in June.',
  photos: [],
};

/** A receipt of the example idea as GET /api/ideas/{id}/receipts/{revision} answers it. */
export const EXAMPLE_RECEIPT = {
  version: 1 as const,
  seq: 1742,
  ideaId: '665f1c2ab7e4d35a9c0e1f27',
  revision: 1,
  contentHash: '839d0c7e035cfad685e2f6234a04bb071eb2fa8e4084b95bde3d879ec751ff21',
  prevHash: '3128263c0bcb8fa2d538b96683da3e1f0133112f8675d0cab50f0ca94c61f11d',
  createdAt: '2026-11-02T09:14:27.000Z',
  keyId: 'is-dEaJMKzl3HchoP9x1DlotC7IDtb4OE5U72rFVzv0',
  hash: '07ed00f98322c3d8325bdefee82c3dd7bfe705223ca7c6ca9033fbc85645fc11',
  signature: '9tpTWoGK8oM8e_aREX44GMunG0H4WVNNz-wJLSoUlk7ubzFSpvZWxWhC-YcBw869F2YyNEA5wx_mnwWHgbhSBQ',
  content: {
    title: EXAMPLE_IDEA_INPUT.title,
    category: EXAMPLE_IDEA_INPUT.category,
    type: EXAMPLE_IDEA_INPUT.type,
    problemDescription: EXAMPLE_IDEA_INPUT.problemDescription,
    solutionDescription: EXAMPLE_IDEA_INPUT.solutionDescription,
    additionalNotes: EXAMPLE_IDEA_INPUT.additionalNotes,
    protectionStatus: EXAMPLE_IDEA_INPUT.protectionStatus,
    requireNDA: EXAMPLE_IDEA_INPUT.requireNDA,
    desiredPrice: EXAMPLE_IDEA_INPUT.desiredPrice,
    photos: ['497f95a91a27f8b1c14a8697c70d140739ef6850195b5b2a4be885781e8350c7'],
  },
};

/** The idea the examples that name one name: the example test replaces it by one of its own. */
export const EXAMPLE_IDEA_ID = '665f1c2ab7e4d35a9c0e1f27';

export const REQUEST_EXAMPLES: Record<string, Record<string, unknown>> = {
  'POST /api/receipts/verify': { receipt: EXAMPLE_RECEIPT },
  'POST /api/tokens': { name: 'Nightly import', email: 'ada@example.com', password: 'correct horse battery' },
  'POST /api/ideas': EXAMPLE_IDEA_INPUT,
  'PUT /api/ideas/{id}': { ...EXAMPLE_IDEA_INPUT, desiredPrice: 2000, requireNDA: true },
  'POST /api/saved-searches': {
    name: 'Solar gadgets',
    query: 'category=Tech&search=solar',
    alert: 'instant',
  },
  'PATCH /api/saved-searches/{id}': { alert: 'daily' },
  'POST /api/auth/register': {
    displayName: 'Grace',
    fullName: 'Grace Hopper',
    email: 'grace@example.com',
    password: 'a long passphrase',
    confirmPassword: 'a long passphrase',
    bio: 'Product engineer looking for ideas in education.',
    location: 'Arlington, VA',
    website: 'https://grace.example.com',
    preferredCategories: ['Education', 'Tech'],
    languagePreferences: ['English'],
    acceptTerms: true,
  },
  'POST /api/auth/firebase/profile': {
    idToken: 'eyJhbGciOiJSUzI1NiIsImtpZCI6IjEifQ.eyJzdWIiOiJ1c2VyIn0.c2lnbmF0dXJl',
  },
  'POST /api/auth/verify-email': { token: 'Vq3nX8bK2mP5rT9wY4zL7cF1hJ6dS0aG' },
  'POST /api/auth/password-reset': { email: 'ada@example.com' },
  'POST /api/auth/password-reset/confirm': {
    token: 'Rk2pW7nQ4xZ9bT3mL8vC5yH1dF6sJ0aE',
    password: 'a new long passphrase',
    confirmPassword: 'a new long passphrase',
  },
  'PUT /api/profile': {
    displayName: 'Ada',
    fullName: 'Ada Lovelace',
    bio: 'I build tools for small workshops.',
    location: 'London',
    website: 'https://ada.example.com',
    phone: '+44 20 7946 0958',
    preferredCategories: ['Tech', 'Business'],
    languagePreferences: ['English', 'French'],
  },
  'DELETE /api/profile': { password: 'correct horse battery' },
  'POST /api/profile/email': { email: 'ada.lovelace@example.org', password: 'correct horse battery' },
  'PUT /api/profile/password': {
    currentPassword: 'correct horse battery',
    password: 'a new long passphrase',
    confirmPassword: 'a new long passphrase',
  },
  'POST /api/auth/email-change/confirm': { token: 'Tm4bY8qR1wK6zN3xC7vH2jL5dF9sP0aG' },
  'PUT /api/ideas/{id}/nda': {
    text: 'The recipient keeps everything shown about this idea confidential for three years and uses it only to decide on a purchase.',
    autoApprove: false,
  },
  'POST /api/ideas/{id}/access-requests': {
    fullName: 'Grace Hopper',
    agree: true,
    message: 'I run an outdoor shop and would like to see the charging figures.',
  },
  'POST /api/access-requests/{id}/approve': { reason: 'Welcome aboard.' },
  'POST /api/access-requests/{id}/reject': { reason: 'The idea is already under offer.' },
  'POST /api/access-requests/{id}/revoke': { reason: 'The idea has been sold.' },
  'POST /api/conversations': { ideaId: EXAMPLE_IDEA_ID, message: 'Hello! Is the prototype still available?' },
  'POST /api/conversations/{id}/messages': { body: 'Could we talk on Thursday at 10:00?' },
  'POST /api/notifications/read': { all: true },
  'PUT /api/notification-settings': { 'new-message': { inApp: true, email: false } },
  'POST /api/reports': {
    targetType: 'idea',
    targetId: EXAMPLE_IDEA_ID,
    reason: 'stolen',
    details: 'This copies my listing of March word for word.',
  },
  'POST /api/admin/reports/dismiss': {
    targetType: 'idea',
    targetId: EXAMPLE_IDEA_ID,
    note: 'Checked: both listings are by the same creator.',
  },
  'POST /api/admin/ideas/{id}/hide': { reason: 'Copies another listing.' },
  'POST /api/admin/ideas/{id}/restore': { reason: 'The creator showed it is theirs.' },
  'POST /api/admin/ideas/{id}/reject': { reason: 'Please describe the solution in more detail.' },
  'POST /api/admin/users/{id}/suspend': { reason: 'Repeated spam.' },
  'POST /api/admin/users/{id}/reinstate': { reason: 'Appeal accepted.' },
  'POST /api/ideas/{id}/appeal': {
    message: 'The charger is my own design: the drawings dated May are on my profile page.',
  },
  'POST /api/appeals/suspension': {
    email: 'sam@example.com',
    password: 'a long passphrase',
    message: 'The messages reported were replies to a buyer who asked for them; I can show the thread.',
  },
  'POST /api/admin/appeals/{id}/answer': {
    outcome: 'reverse',
    reply: 'Thank you: the drawings show it is yours.',
  },
};
