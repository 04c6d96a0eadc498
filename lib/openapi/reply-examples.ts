import 'server-only';
import { EXAMPLE_IDEA_ID, EXAMPLE_IDEA_INPUT, EXAMPLE_RECEIPT } from './examples';

/**
 * One real example of each successful JSON reply, by `METHOD /path` as the document names the
 * call, and of each parameter by its name. They are what the calls answer for the request examples
 * of lib/openapi/examples.ts: the same idea, members, dates and categories throughout, so a
 * partner reading /api/docs follows one story. tests/unit/openapi-examples.test.ts parses each
 * with the call's reply schema, keys included.
 */

const SITE = 'https://ideas.example.com';
const ADA_ID = '665f0a91b7e4d35a9c0e1a03';
const GRACE_ID = '665f0b47b7e4d35a9c0e1b11';
const ADMIN_ID = '665f0812b7e4d35a9c0e1901';
const REQUEST_ID = '6660d3c8b7e4d35a9c0e2c42';
const CONVERSATION_ID = '6660d3c8b7e4d35a9c0e2c45';
const MESSAGE_ID = '6660d51fb7e4d35a9c0e2d07';
const NOTIFICATION_ID = '6660d3c9b7e4d35a9c0e2c48';
const TOKEN_ID = '6660c7e2b7e4d35a9c0e2a90';
const JOB_ID = '6660d3c9b7e4d35a9c0e2c4a';

const LISTED = '2026-11-02T09:14:27.000Z';
const EDITED = '2026-11-03T16:40:05.000Z';
const JOINED = '2026-10-28T18:02:11.000Z';
const REQUESTED = '2026-11-04T10:21:40.000Z';
const DECIDED = '2026-11-04T11:05:12.000Z';
const WRITTEN = '2026-11-04T11:07:33.000Z';

const PHOTO = `${SITE}/api/uploads/ideas/${ADA_ID}/k3v9q2m8x1.webp`;
const ADA_PHOTO = `${SITE}/api/uploads/profiles/${ADA_ID}.webp?v=1730131331`;
const NDA_HASH = '4f1c9e2a7b3d5e60a18c2f94d7b6e5a3c0f8d1e29b4a7c6d5e3f2a1b0c9d8e7f';

const DOCUMENT_ID = '6660e012b7e4d35a9c0e2e31';

/** A document of the example idea's data room. */
const DOCUMENT = {
  _id: DOCUMENT_ID,
  ideaId: EXAMPLE_IDEA_ID,
  name: 'charger-enclosure-drawings.pdf',
  kind: 'pdf',
  contentType: 'application/pdf',
  size: 482113,
  sha256: '9b2e4c61d0f7a8352e1c6b9d4a0f3e7c58b2d1a6e9f04c73b8a5d2e16f0c9a47',
  createdAt: EDITED,
  url: `/api/ideas/${EXAMPLE_IDEA_ID}/documents/${DOCUMENT_ID}`,
};

const CREATOR_INFO = { displayName: 'Ada', photoURL: ADA_PHOTO, emailVerified: true };

/** The idea of the request examples (POST /api/ideas), as the API answers it. */
const IDEA = {
  _id: EXAMPLE_IDEA_ID,
  ...EXAMPLE_IDEA_INPUT,
  teaser: '',
  photos: [PHOTO],
  creator: ADA_ID,
  creatorInfo: CREATOR_INFO,
  createdAt: LISTED,
  updatedAt: EDITED,
  ndaLocked: false,
  access: 'none',
};

/** The same idea as its creator sees it after an edit that gated it. */
const OWN_IDEA = { ...IDEA, requireNDA: true, desiredPrice: 2000, access: 'owner', status: 'listed' };

/** An NDA-gated idea as a visitor sees it: no texts, no photos. */
const GATED_IDEA = {
  _id: '665f1d03b7e4d35a9c0e1f31',
  title: 'Subscription box for repair parts of kitchen appliances',
  teaser:
    'Households keep their kitchen appliances running for years longer: the parts that wear out arrive before they fail.',
  category: 'Business',
  type: 'Service',
  protectionStatus: 'Trade Secret',
  requireNDA: true,
  desiredPrice: 12000,
  contactPreference: 'Email',
  creator: GRACE_ID,
  creatorInfo: { displayName: 'Grace', photoURL: '', emailVerified: true },
  createdAt: '2026-10-30T12:00:48.000Z',
  updatedAt: '2026-10-30T12:00:48.000Z',
  ndaLocked: true,
  access: 'none',
};

const ACCOUNT = {
  id: ADA_ID,
  email: 'ada@example.com',
  displayName: 'Ada',
  fullName: 'Ada Lovelace',
  photoURL: ADA_PHOTO,
  bio: 'I build tools for small workshops.',
  location: 'London',
  website: 'https://ada.example.com',
  preferredCategories: ['Tech', 'Business'],
  languagePreferences: ['English', 'French'],
  cvUrl: '',
  phone: '+44 20 7946 0958',
  emailVerified: true,
  createdAt: JOINED,
};

const GRACE_ACCOUNT = {
  id: GRACE_ID,
  email: 'grace@example.com',
  displayName: 'Grace',
  fullName: 'Grace Hopper',
  photoURL: '',
  bio: 'Product engineer looking for ideas in education.',
  location: 'Arlington, VA',
  website: 'https://grace.example.com',
  preferredCategories: ['Education', 'Tech'],
  languagePreferences: ['English'],
  cvUrl: '',
  phone: '',
  emailVerified: false,
  createdAt: '2026-11-04T08:55:02.000Z',
};

const TOKEN = {
  id: TOKEN_ID,
  name: 'Nightly import',
  prefix: 'idm_Xq4T9z',
  createdAt: '2026-11-04T07:30:00.000Z',
  lastUsedAt: '2026-11-05T02:00:13.000Z',
};

const NDA_TEXT =
  'The recipient keeps everything shown about this idea confidential for three years and uses it only to decide on a purchase.';

const ACCESS_REQUEST = {
  _id: REQUEST_ID,
  ideaId: EXAMPLE_IDEA_ID,
  ideaTitle: IDEA.title,
  requester: {
    _id: GRACE_ID,
    displayName: 'Grace',
    emailVerified: false,
    memberSince: '2026-11-04T08:55:02.000Z',
    earlierRequests: { total: 1, pending: 0, approved: 1, rejected: 0, revoked: 0, withdrawn: 0 },
  },
  status: 'approved',
  fullName: 'Grace Hopper',
  message: 'I run an outdoor shop and would like to see the charging figures.',
  ndaVersion: 'custom-4f1c9e2a7b3d',
  ndaHash: NDA_HASH,
  createdAt: REQUESTED,
  decidedAt: DECIDED,
  history: [
    { status: 'pending', at: REQUESTED, by: GRACE_ID },
    { status: 'approved', at: DECIDED, by: ADA_ID, reason: 'Welcome aboard.' },
  ],
};
const pending = {
  ...ACCESS_REQUEST,
  status: 'pending',
  decidedAt: null,
  history: [ACCESS_REQUEST.history[0]],
};
const decided = (status: string, reason: string) => ({
  ...ACCESS_REQUEST,
  status,
  history: [ACCESS_REQUEST.history[0], { status, at: DECIDED, by: ADA_ID, reason }],
});

const ADA_PARTY = { _id: ADA_ID, displayName: 'Ada', photoURL: ADA_PHOTO };
const CONVERSATION = {
  _id: CONVERSATION_ID,
  ideaId: EXAMPLE_IDEA_ID,
  ideaTitle: IDEA.title,
  role: 'participant',
  otherParty: ADA_PARTY,
  lastMessage: { body: 'Could we talk on Thursday at 10:00?', mine: true, createdAt: WRITTEN },
  unread: 0,
  otherLastReadAt: WRITTEN,
  blocked: false,
  accessNeeded: false,
  canReply: true,
  lastMessageAt: WRITTEN,
  createdAt: REQUESTED,
};
const MESSAGE = {
  _id: MESSAGE_ID,
  conversationId: CONVERSATION_ID,
  sender: { _id: GRACE_ID, displayName: 'Grace', photoURL: '' },
  mine: true,
  body: 'Could we talk on Thursday at 10:00?',
  createdAt: WRITTEN,
};
const REPLY_MESSAGE = {
  ...MESSAGE,
  _id: '6660d6a4b7e4d35a9c0e2d19',
  sender: ADA_PARTY,
  mine: false,
  body: 'Thursday works. I will bring the prototype.',
  createdAt: '2026-11-04T11:31:58.000Z',
};

const NOTIFICATION = {
  _id: NOTIFICATION_ID,
  type: 'access-approved',
  text: `Your access request for “${IDEA.title}” was approved. Reason: Welcome aboard.`,
  link: `/ideas/${EXAMPLE_IDEA_ID}`,
  read: false,
  createdAt: DECIDED,
};

const both = { inApp: true, email: true };
const NOTIFICATION_SETTINGS = {
  'access-requested': both,
  'access-approved': both,
  'access-rejected': both,
  'access-revoked': both,
  'new-message': { inApp: true, email: false },
  moderation: both,
  'saved-search-alerts': both,
  'watched-ideas': both,
};

/** The search of the request examples (POST /api/saved-searches), as the API answers it. */
const SAVED_SEARCH = {
  _id: '6660d6a2b7e4d35a9c0e2d31',
  name: 'Solar gadgets',
  query: 'category=Tech&search=solar',
  alert: 'instant',
  createdAt: '2026-11-04T12:30:18.000Z',
};

const REVIEW_ITEM = {
  _id: EXAMPLE_IDEA_ID,
  title: IDEA.title,
  category: IDEA.category,
  type: IDEA.type,
  problemDescription: IDEA.problemDescription,
  solutionDescription: IDEA.solutionDescription,
  additionalNotes: IDEA.additionalNotes,
  protectionStatus: IDEA.protectionStatus,
  requireNDA: IDEA.requireNDA,
  desiredPrice: IDEA.desiredPrice,
  contactPreference: IDEA.contactPreference,
  photos: IDEA.photos,
  creator: { _id: ADA_ID, displayName: 'Ada', email: 'ada@example.com' },
  review: { status: 'pending', reason: null, reviewedAt: null },
  createdAt: LISTED,
  updatedAt: LISTED,
};

const MODERATED_USER = {
  _id: GRACE_ID,
  displayName: 'Grace',
  email: 'grace@example.com',
  role: 'member',
  status: 'suspended',
  suspendedAt: '2026-11-06T09:00:00.000Z',
  suspensionReason: 'Repeated spam.',
  createdAt: GRACE_ACCOUNT.createdAt,
};

const JOB = {
  id: JOB_ID,
  kind: 'mail',
  status: 'dead',
  attempts: 8,
  maxAttempts: 8,
  lastError: 'connect ECONNREFUSED 10.0.0.25:587',
  runAt: '2026-11-05T03:12:00.000Z',
  updatedAt: '2026-11-05T03:12:01.000Z',
};

const pagination = (totalCount: number, limit = 20) => ({
  currentPage: 1,
  totalPages: Math.max(1, Math.ceil(totalCount / limit)),
  totalCount,
  hasNextPage: totalCount > limit,
  hasPrevPage: false,
});

const APPEAL = {
  _id: '6661b2e0b7e4d35a9c0e3104',
  decision: 'hide',
  targetId: EXAMPLE_IDEA_ID,
  targetTitle: IDEA.title,
  decidedAt: '2026-11-06T09:00:00.000Z',
  decisionReason: 'Copies another listing.',
  member: { _id: ADA_ID, displayName: 'Ada' },
  message: 'The other listing is mine too: both were posted from my account in March.',
  status: 'open',
  reply: null,
  answeredAt: null,
  createdAt: '2026-11-06T10:12:44.000Z',
};

/** The idea's figures on 2026-11-05: listed on 11-02, requested and written about on 11-04. */
const STATS_ACTIVITY: Record<string, { views: number; saves: number; requests: number; messages: number }> = {
  '2026-11-02': { views: 14, saves: 1, requests: 0, messages: 0 },
  '2026-11-03': { views: 9, saves: 1, requests: 0, messages: 0 },
  '2026-11-04': { views: 21, saves: 1, requests: 2, messages: 3 },
  '2026-11-05': { views: 6, saves: 0, requests: 0, messages: 0 },
};
const IDEA_STATS = {
  success: true,
  from: '2026-10-07',
  to: '2026-11-05',
  days: Array.from({ length: 30 }, (_, i) => {
    const date = new Date(Date.UTC(2026, 9, 7 + i)).toISOString().slice(0, 10);
    return { date, views: 0, saves: 0, requests: 0, messages: 0, ...STATS_ACTIVITY[date] };
  }),
  totals: {
    views: 50,
    saves: 3,
    savedBy: 3,
    requests: { pending: 0, approved: 1, rejected: 1, revoked: 0, withdrawn: 0 },
    messages: 3,
  },
};

export const REPLY_EXAMPLES: Record<string, unknown> = {
  'GET /api/health': { success: true, status: 'ok', database: 'ok' },
  'GET /api/ping': { success: true },
  'GET /api/health/live': { success: true, status: 'live' },
  'GET /api/health/ready': { success: true, status: 'ready' },
  'GET /api/categories': {
    success: true,
    categories: ['Tech', 'Health', 'Education', 'Business'].map((name) => ({ name })),
  },
  'GET /api/languages': {
    success: true,
    languages: ['English', 'French', 'Spanish'].map((name) => ({ name })),
  },
  'GET /api/ideas/user/{userId}': {
    displayName: 'Ada',
    photoURL: ADA_PHOTO,
    isOnline: true,
    bio: ACCOUNT.bio,
    location: ACCOUNT.location,
    website: ACCOUNT.website,
    preferredCategories: ACCOUNT.preferredCategories,
    languagePreferences: ACCOUNT.languagePreferences,
    ideaCount: 3,
  },
  'POST /api/auth/{nextauth}': { url: `${SITE}/ideas` },
  'GET /api/auth/{nextauth}': {
    user: { name: 'Ada', email: 'ada@example.com', image: ADA_PHOTO },
    expires: '2026-12-05T09:14:27.000Z',
  },
  'GET /api/ideas': {
    success: true,
    ideas: [IDEA, GATED_IDEA],
    pagination: pagination(2),
    nextCursor: null,
  },
  'POST /api/ideas': { ...IDEA, access: 'owner', status: 'listed', updatedAt: LISTED },
  'GET /api/ideas/{id}': IDEA,
  'PUT /api/ideas/{id}': OWN_IDEA,
  'DELETE /api/ideas/{id}': { success: true, message: 'Idea deleted successfully' },
  'POST /api/ideas/{id}/archive': { success: true, idea: { ...OWN_IDEA, status: 'archived' } },
  'POST /api/ideas/{id}/relist': { success: true, idea: OWN_IDEA },
  'PUT /api/ideas/{id}/watch': { success: true, watching: true },
  'DELETE /api/ideas/{id}/watch': { success: true, watching: false },
  'GET /api/watchlist': {
    success: true,
    ideas: [
      { ...GATED_IDEA, watching: true },
      { ...IDEA, watching: true },
    ],
    pagination: pagination(2),
  },
  'GET /api/watchlist/ids': { success: true, ids: [GATED_IDEA._id, EXAMPLE_IDEA_ID] },
  'GET /api/ideas/{id}/watchers': { success: true, count: 3 },
  'GET /api/ideas/{id}/receipts': {
    success: true,
    receipts: [
      {
        seq: EXAMPLE_RECEIPT.seq,
        revision: EXAMPLE_RECEIPT.revision,
        contentHash: EXAMPLE_RECEIPT.contentHash,
        prevHash: EXAMPLE_RECEIPT.prevHash,
        hash: EXAMPLE_RECEIPT.hash,
        createdAt: EXAMPLE_RECEIPT.createdAt,
        keyId: EXAMPLE_RECEIPT.keyId,
        signature: EXAMPLE_RECEIPT.signature,
      },
    ],
  },
  'GET /api/ideas/{id}/receipts/{revision}': EXAMPLE_RECEIPT,
  'POST /api/receipts/verify': { success: true, valid: true, reasons: [] },
  'GET /api/ideas/{id}/views': {
    success: true,
    views: [
      {
        viewer: { _id: ADA_ID, displayName: 'Ada' },
        surface: 'page',
        firstAt: '2026-11-04T09:30:05.000Z',
        lastAt: '2026-11-05T17:12:00.000Z',
        count: 7,
      },
      {
        viewer: { _id: ADA_ID, displayName: 'Ada' },
        surface: 'photo',
        firstAt: '2026-11-04T09:30:06.000Z',
        lastAt: '2026-11-05T17:12:01.000Z',
        count: 12,
      },
    ],
  },
  'POST /api/ideas/{id}/page-views': { success: true },
  'GET /api/ideas/{id}/stats': IDEA_STATS,
  'GET /api/ideas/{id}/documents': {
    success: true,
    documents: [DOCUMENT],
    limits: { documents: 10, bytes: 26214400 },
  },
  'POST /api/ideas/{id}/documents': { success: true, document: DOCUMENT, url: DOCUMENT.url },
  'DELETE /api/ideas/{id}/documents/{documentId}': { success: true },
  'POST /api/auth/register': { success: true, user: GRACE_ACCOUNT },
  'POST /api/auth/firebase/profile': { success: true, user: GRACE_ACCOUNT },
  'POST /api/auth/verify-email': { success: true, message: 'Your email address is verified.' },
  'POST /api/profile/verification-email': {
    success: true,
    message: 'We sent a verification link to grace@example.com.',
  },
  'POST /api/auth/password-reset': {
    success: true,
    message: 'If an account uses this address, we sent it a link to choose a new password.',
  },
  'POST /api/auth/password-reset/confirm': {
    success: true,
    message: 'Your password was changed. Please sign in.',
  },
  'POST /api/mail/unsubscribe': { success: true, message: 'You will no longer get these emails.' },
  'GET /api/viewer': {
    success: true,
    viewer: {
      id: ADA_ID,
      displayName: 'Ada',
      photoURL: ADA_PHOTO,
      isAdmin: false,
      passwordChangeAdvised: false,
      unread: { notifications: 2, messages: 1 },
    },
    firebase: null,
  },
  'GET /api/profile': { success: true, user: ACCOUNT },
  'PUT /api/profile/password': {
    success: true,
    message: 'Your password has been changed. Every other session of your account has been signed out.',
  },
  'POST /api/profile/email': {
    success: true,
    message:
      'We sent a confirmation link to ada.lovelace@example.org. Your email address changes when you open it; it works for 24 hours.',
  },
  'POST /api/auth/email-change/confirm': {
    success: true,
    message: 'Your email address is now ada.lovelace@example.org.',
  },
  'PUT /api/profile': { success: true, user: ACCOUNT },
  'DELETE /api/profile': { success: true, message: 'Your account was deleted' },
  'GET /api/profile/export': {
    exportedAt: '2026-11-06T08:00:00.000Z',
    profile: {
      id: ADA_ID,
      email: ACCOUNT.email,
      emailVerifiedAt: '2026-10-28T18:05:40.000Z',
      displayName: ACCOUNT.displayName,
      fullName: ACCOUNT.fullName,
      photoURL: ACCOUNT.photoURL,
      bio: ACCOUNT.bio,
      location: ACCOUNT.location,
      website: ACCOUNT.website,
      phone: ACCOUNT.phone,
      preferredCategories: ACCOUNT.preferredCategories,
      languagePreferences: ACCOUNT.languagePreferences,
      cvUrl: '',
      status: 'active',
      lastSeen: '2026-11-06T07:58:41.000Z',
      createdAt: JOINED,
      updatedAt: EDITED,
    },
    signInMethods: ['password'],
    linkedProviders: [],
    termsAccepted: { termsVersion: '2026-11-25', privacyVersion: '2026-11-25', acceptedAt: JOINED },
    ideas: [{ ...OWN_IDEA, requireNDA: false, desiredPrice: 2500 }],
    uploads: [
      {
        key: `ideas/${ADA_ID}/k3v9q2m8x1.webp`,
        kind: 'idea_photo',
        contentType: 'image/webp',
        size: 184_211,
        originalName: 'charger.jpg',
        url: PHOTO,
        createdAt: LISTED,
        updatedAt: LISTED,
      },
    ],
    documents: [{ ...DOCUMENT, url: `${SITE}${DOCUMENT.url}` }],
    apiTokens: [TOKEN],
    emailLinks: [
      {
        purpose: 'verify-email',
        sentTo: ACCOUNT.email,
        createdAt: JOINED,
        expiresAt: '2026-10-29T18:02:11.000Z',
        usedAt: '2026-10-28T18:05:40.000Z',
      },
    ],
    accessRequests: [],
    ideaViews: [
      {
        ideaId: GATED_IDEA._id,
        surface: 'page',
        hour: '2026-11-05T17:00:00.000Z',
        firstAt: '2026-11-05T17:04:12.000Z',
        lastAt: '2026-11-05T17:12:00.000Z',
        count: 3,
      },
    ],
    conversations: [{ ...CONVERSATION, role: 'creator', otherParty: MESSAGE.sender, lastMessage: null }],
    messagesSent: [
      {
        _id: REPLY_MESSAGE._id,
        conversationId: CONVERSATION_ID,
        body: REPLY_MESSAGE.body,
        createdAt: REPLY_MESSAGE.createdAt,
      },
    ],
    blockedMembers: [],
    notifications: [],
    notificationSettings: NOTIFICATION_SETTINGS,
  },
  'POST /api/tokens': {
    success: true,
    ...TOKEN,
    lastUsedAt: null,
    token: 'idm_Xq4T9zR2c8LmW5vN1bK7pD3sF6hJ0aYe',
  },
  'GET /api/tokens': { success: true, tokens: [TOKEN] },
  'DELETE /api/tokens/{id}': { success: true },
  'POST /api/saved-searches': { success: true, savedSearch: SAVED_SEARCH },
  'GET /api/saved-searches': { success: true, savedSearches: [SAVED_SEARCH] },
  'PATCH /api/saved-searches/{id}': { success: true, savedSearch: { ...SAVED_SEARCH, alert: 'daily' } },
  'DELETE /api/saved-searches/{id}': { success: true },
  'POST /api/uploads': {
    success: true,
    url: `/api/uploads/ideas/${ADA_ID}/k3v9q2m8x1.webp`,
    kind: 'idea_photo',
    contentType: 'image/webp',
    size: 184_211,
  },
  'DELETE /api/uploads/{key}': { success: true },
  'GET /api/ideas/{id}/nda': {
    success: true,
    nda: { version: 'custom-4f1c9e2a7b3d', hash: NDA_HASH, text: NDA_TEXT, custom: true },
  },
  'PUT /api/ideas/{id}/nda': {
    success: true,
    nda: { version: 'custom-4f1c9e2a7b3d', hash: NDA_HASH, text: NDA_TEXT, custom: true },
    autoApprove: false,
  },
  'POST /api/ideas/{id}/access-requests': { success: true, request: pending },
  'GET /api/access-requests': { success: true, requests: [ACCESS_REQUEST] },
  'DELETE /api/access-requests/{id}': {
    success: true,
    request: {
      ...pending,
      status: 'withdrawn',
      history: [...pending.history, { status: 'withdrawn', at: DECIDED, by: GRACE_ID }],
    },
  },
  'POST /api/access-requests/{id}/approve': { success: true, request: ACCESS_REQUEST },
  'POST /api/access-requests/{id}/reject': {
    success: true,
    request: decided('rejected', 'The idea is already under offer.'),
  },
  'POST /api/access-requests/{id}/revoke': {
    success: true,
    request: decided('revoked', 'The idea has been sold.'),
  },
  'GET /api/conversations': { success: true, conversations: [CONVERSATION], unread: 0 },
  'POST /api/conversations': {
    success: true,
    conversation: {
      ...CONVERSATION,
      lastMessage: { body: 'Hello! Is the prototype still available?', mine: true, createdAt: REQUESTED },
      otherLastReadAt: null,
      lastMessageAt: REQUESTED,
    },
  },
  'GET /api/conversations/{id}': { success: true, conversation: CONVERSATION },
  'GET /api/conversations/{id}/messages': {
    success: true,
    messages: [REPLY_MESSAGE, MESSAGE],
    nextCursor: null,
  },
  'POST /api/conversations/{id}/messages': { success: true, message: MESSAGE },
  'POST /api/conversations/{id}/read': { success: true },
  'POST /api/users/{id}/block': { success: true },
  'DELETE /api/users/{id}/block': { success: true },
  'GET /api/notifications': { success: true, notifications: [NOTIFICATION], unread: 1, nextCursor: null },
  'POST /api/notifications/read': {
    success: true,
    notifications: [{ ...NOTIFICATION, read: true }],
    unread: 0,
    nextCursor: null,
  },
  'GET /api/notification-settings': { success: true, settings: NOTIFICATION_SETTINGS },
  'PUT /api/notification-settings': { success: true, settings: NOTIFICATION_SETTINGS },
  'POST /api/reports': {
    success: true,
    report: {
      _id: '6661a020b7e4d35a9c0e3001',
      targetType: 'idea',
      targetId: EXAMPLE_IDEA_ID,
      reason: 'stolen',
      status: 'open',
      createdAt: '2026-11-06T08:30:00.000Z',
    },
  },
  'GET /api/admin/reports': {
    success: true,
    items: [
      {
        targetType: 'idea',
        targetId: EXAMPLE_IDEA_ID,
        preview: IDEA.title,
        owner: { _id: ADA_ID, displayName: 'Ada' },
        recipient: null,
        ideaId: EXAMPLE_IDEA_ID,
        reportCount: 2,
        reasons: [{ reason: 'stolen', count: 2 }],
        details: ['This copies my listing of March word for word.'],
        latestAt: '2026-11-06T08:30:00.000Z',
        status: 'open',
        resolution: null,
        actioned: false,
        viewLog: { viewers: 2, reads: 9, lastAt: '2026-11-05T17:12:00.000Z' },
      },
    ],
    page: 1,
    totalPages: 1,
    total: 1,
  },
  'POST /api/admin/reports/dismiss': { success: true, dismissed: 2 },
  'POST /api/admin/ideas/{id}/hide': {
    success: true,
    idea: { _id: EXAMPLE_IDEA_ID, hidden: true, hiddenReason: 'Copies another listing.' },
  },
  'POST /api/admin/ideas/{id}/restore': {
    success: true,
    idea: { _id: EXAMPLE_IDEA_ID, hidden: false, hiddenReason: null },
  },
  'POST /api/admin/users/{id}/suspend': { success: true, user: MODERATED_USER },
  'POST /api/admin/users/{id}/reinstate': {
    success: true,
    user: { ...MODERATED_USER, status: 'active', suspendedAt: null, suspensionReason: null },
  },
  'GET /api/users/{id}/trust': {
    success: true,
    trust: {
      emailVerified: true,
      memberSince: JOINED,
      ideasListed: 3,
      accessRequests: { received: 4, responded: 4, rate: 1, medianSeconds: 2_652 },
      messages: { received: 9, responded: 7, rate: 0.78, medianSeconds: 1_310 },
    },
  },
  'GET /api/admin/audit': {
    success: true,
    entries: [
      {
        id: '6661a5d2b7e4d35a9c0e3010',
        actorId: ADMIN_ID,
        actorName: 'Margaret',
        action: 'idea.hide',
        targetType: 'idea',
        targetId: EXAMPLE_IDEA_ID,
        before: { hidden: false },
        after: { hidden: true },
        reason: 'Copies another listing.',
        createdAt: '2026-11-06T09:00:00.000Z',
      },
    ],
    nextCursor: null,
  },
  'GET /api/admin/jobs': {
    success: true,
    jobs: [JOB],
    counts: { queued: 3, running: 1, done: 1_204, dead: 1 },
  },
  'POST /api/admin/jobs/{id}/retry': {
    success: true,
    job: { ...JOB, status: 'queued', attempts: 0, lastError: null },
  },
  'POST /api/admin/jobs/retry-dead': { success: true, retried: 1 },
  'GET /api/ideas/{id}/similar': { success: true, ideas: [GATED_IDEA] },
  'GET /api/ideas/{id}/appeal': { success: true, appeal: APPEAL },
  'POST /api/ideas/{id}/appeal': { success: true, appeal: APPEAL },
  'POST /api/appeals/suspension': {
    success: true,
    appeal: {
      ...APPEAL,
      _id: '6661b5a8b7e4d35a9c0e3120',
      decision: 'suspend',
      targetId: GRACE_ID,
      targetTitle: 'Grace',
      decisionReason: 'Repeated spam.',
      member: { _id: GRACE_ID, displayName: 'Grace' },
      message: 'The messages reported were replies to a buyer who asked for them; I can show the thread.',
    },
  },
  'GET /api/admin/appeals': { success: true, appeals: [APPEAL], page: 1, totalPages: 1, total: 1 },
  'POST /api/admin/appeals/{id}/answer': {
    success: true,
    appeal: {
      ...APPEAL,
      status: 'reversed',
      reply: 'Thanks: the listings are both yours, the idea is listed again.',
      answeredAt: '2026-11-06T11:30:00.000Z',
    },
  },
  'GET /api/admin/review': { success: true, ideas: [REVIEW_ITEM], pagination: pagination(1) },
  'POST /api/admin/ideas/{id}/approve': {
    success: true,
    idea: {
      ...REVIEW_ITEM,
      review: { status: 'approved', reason: null, reviewedAt: '2026-11-02T10:01:00.000Z' },
    },
  },
  'POST /api/admin/ideas/{id}/reject': {
    success: true,
    idea: {
      ...REVIEW_ITEM,
      review: {
        status: 'rejected',
        reason: 'Please describe the solution in more detail.',
        reviewedAt: '2026-11-02T10:01:00.000Z',
      },
    },
  },
};

/**
 * Path and query parameters: by `METHOD /path name` where one name means different things, else
 * by name; real values of the same story.
 */
export const PARAMETER_EXAMPLES: Record<string, string> = {
  // The ideas' first page; every next page's cursor is the reply's nextCursor.
  'GET /api/ideas cursor': 'start',
  // base64url of `{microseconds}.{message id}`, as the previous page's nextCursor holds it.
  'GET /api/conversations/{id}/messages cursor': 'MTc2MjI1NDQ1MzAwMDAwMC42NjYwZDUxZmI3ZTRkMzVhOWMwZTJkMDc',
  'GET /api/notifications cursor': NOTIFICATION_ID,
  'GET /api/admin/audit cursor': '6661a5d2b7e4d35a9c0e3010',
  'GET /api/admin/appeals status': 'open',
  'PATCH /api/saved-searches/{id} id': SAVED_SEARCH._id,
  'DELETE /api/saved-searches/{id} id': SAVED_SEARCH._id,
  page: '1',
  revision: '1',
  id: EXAMPLE_IDEA_ID,
  documentId: DOCUMENT_ID,
  userId: ADA_ID,
  creator: ADA_ID,
  category: 'Tech',
  type: 'Product',
  priceMin: '500',
  priceMax: '5000',
  search: 'solar charger',
  key: `ideas/${ADA_ID}/k3v9q2m8x1.webp`,
  file: 'swagger-ui-bundle.js',
  nextauth: 'session',
  token: 'Vq3nX8bK2mP5rT9wY4zL7cF1hJ6dS0aG',
  actorId: ADMIN_ID,
  targetId: EXAMPLE_IDEA_ID,
  targetType: 'idea',
  action: 'idea.hide',
  from: '2026-11-01',
  to: '2026-11-30',
};

/** One example of the failure shape per status. */
export const FAILURE_EXAMPLES = {
  '400': {
    success: false,
    message: 'Title must be at least 3 characters',
    errors: { title: 'Title must be at least 3 characters', desiredPrice: 'Price must be a valid number' },
  },
  '401': { success: false, message: 'Please sign in to submit an idea' },
  '403': { success: false, message: 'You are not authorized to edit this idea' },
  '404': { success: false, message: 'Idea not found' },
  '409': { success: false, message: 'You already have an open access request for this idea' },
  '413': { success: false, message: 'The image is too large: the limit is 5 MB' },
  '415': { success: false, message: 'Only JPEG, PNG, WebP, GIF or AVIF images are accepted' },
  '429': { success: false, message: 'Too many access requests. Please try again in 12 minutes.' },
  '503': { success: false, message: 'The database is unavailable. Please try again shortly.' },
} satisfies Record<string, { success: false; message: string; errors?: Record<string, string> }>;
