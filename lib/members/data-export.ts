import 'server-only';
import { asc, desc, eq } from 'drizzle-orm';
import { absoluteUrl } from '@/lib/core/config';
import { getDb } from '@/lib/db';
import { NotFoundError } from '@/lib/core/errors';
import { ideaForApi } from '@/lib/ideas';
import { toIdeaDTO } from '@/lib/ideas';
import { creatorDocuments, ideaRecordColumns } from '@/lib/ideas';
import { uploadUrl } from '@/lib/platform/storage';
import type { AccountExport } from '@/lib/validation/account-data';
import { listConversations } from '@/lib/deals';
import { allNotifications, notificationSettings } from '@/lib/notifications';
import { viewsByViewer } from '@/lib/protection';
import {
  accessRequests,
  accounts,
  apiTokens,
  emailTokens,
  ideas,
  messages,
  uploads,
  userBlocks,
  users,
  type User,
  type Viewer,
} from '@/models';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** The owner as the idea replies see them: every idea of theirs in full. */
const ownerOf = (user: User): Viewer => ({
  id: user.id,
  email: user.email,
  displayName: user.displayName,
  photoURL: user.photoURL,
  via: 'session',
  user,
});

/**
 * Everything we hold on a user, for 'Download my data' and GET /api/profile/export: the profile
 * (email, phone, status and verification included), how they sign in, their ideas as they see
 * them, their files, tokens and email links, the NDAs they signed, their conversations and the
 * messages they wrote, their reads of gated ideas (the view log), whom they blocked, their notifications and settings. Never a password
 * hash, token hash or secret.
 */
export async function exportAccountData(userId: string): Promise<AccountExport> {
  const db = getDb();
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new NotFoundError('User not found');
  const [linked, ideaRows, uploadRows, documents, tokenRows, linkRows] = await Promise.all([
    db.select().from(accounts).where(eq(accounts.userId, userId)).orderBy(asc(accounts.createdAt)),
    db
      .select(ideaRecordColumns)
      .from(ideas)
      .innerJoin(users, eq(users.id, ideas.creatorId))
      .where(eq(ideas.creatorId, userId))
      .orderBy(desc(ideas.createdAt), desc(ideas.id)),
    db.select().from(uploads).where(eq(uploads.ownerId, userId)).orderBy(asc(uploads.createdAt)),
    creatorDocuments(userId),
    db.select().from(apiTokens).where(eq(apiTokens.userId, userId)).orderBy(desc(apiTokens.createdAt)),
    db.select().from(emailTokens).where(eq(emailTokens.userId, userId)).orderBy(desc(emailTokens.createdAt)),
  ]);
  const owner = ownerOf(user);
  const [requestRows, conversations, sentRows, blockRows, notices, settings, views] = await Promise.all([
    db
      .select()
      .from(accessRequests)
      .where(eq(accessRequests.requesterId, userId))
      .orderBy(desc(accessRequests.createdAt)),
    listConversations(owner),
    db
      .select()
      .from(messages)
      .where(eq(messages.senderId, userId))
      .orderBy(asc(messages.createdAt), asc(messages.id)),
    db.select().from(userBlocks).where(eq(userBlocks.blockerId, userId)).orderBy(asc(userBlocks.createdAt)),
    allNotifications(userId),
    notificationSettings(userId),
    viewsByViewer(userId),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      id: user.id,
      email: user.email,
      emailVerifiedAt: isoOrNull(user.emailVerifiedAt),
      displayName: user.displayName,
      fullName: user.fullName,
      photoURL: absoluteUrl(user.photoURL),
      bio: user.bio,
      location: user.location,
      website: user.website,
      phone: user.phone,
      preferredCategories: user.preferredCategories,
      languagePreferences: user.languagePreferences,
      cvUrl: absoluteUrl(user.cvUrl),
      status: user.status,
      lastSeen: isoOrNull(user.lastSeen),
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
    },
    signInMethods: [
      ...(user.passwordHash ? ['credentials'] : []),
      ...(user.firebaseUid ? ['firebase'] : []),
      ...new Set(linked.map((account) => account.provider)),
    ],
    linkedProviders: linked.map((account) => ({
      provider: account.provider,
      linkedAt: iso(account.createdAt),
    })),
    termsAccepted:
      user.termsVersion && user.privacyVersion && user.termsAcceptedAt
        ? {
            termsVersion: user.termsVersion,
            privacyVersion: user.privacyVersion,
            acceptedAt: iso(user.termsAcceptedAt),
          }
        : null,
    ideas: ideaRows.map((record) => ideaForApi(toIdeaDTO(record, owner))),
    uploads: uploadRows.map((upload) => ({
      key: upload.key,
      kind: upload.kind,
      contentType: upload.contentType,
      size: upload.size,
      originalName: upload.originalName,
      url: absoluteUrl(uploadUrl(upload)),
      createdAt: iso(upload.createdAt),
      updatedAt: iso(upload.updatedAt),
    })),
    documents: documents.map((document) => ({ ...document, url: absoluteUrl(document.url)! })),
    apiTokens: tokenRows.map((token) => ({
      id: token.id,
      name: token.name,
      prefix: token.prefix,
      createdAt: iso(token.createdAt),
      lastUsedAt: isoOrNull(token.lastUsedAt),
    })),
    emailLinks: linkRows.map((link) => ({
      purpose: link.purpose,
      sentTo: link.email,
      createdAt: iso(link.createdAt),
      expiresAt: iso(link.expiresAt),
      usedAt: isoOrNull(link.usedAt),
    })),
    accessRequests: requestRows.map((request) => ({
      _id: request.id,
      ideaId: request.ideaId,
      status: request.status,
      fullName: request.fullName,
      message: request.message,
      ndaVersion: request.ndaVersion,
      ndaTextSha256: request.ndaHash,
      ip: request.ip,
      userAgent: request.userAgent,
      createdAt: iso(request.createdAt),
      decidedAt: isoOrNull(request.decidedAt),
    })),
    ideaViews: views,
    conversations: conversations.conversations,
    messagesSent: sentRows.map((message) => ({
      _id: message.id,
      conversationId: message.conversationId,
      body: message.body,
      createdAt: iso(message.createdAt),
    })),
    blockedMembers: blockRows.map((block) => ({ userId: block.blockedId, blockedAt: iso(block.createdAt) })),
    notifications: notices,
    notificationSettings: settings,
  };
}
