import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { IdeaDTO } from '@/lib/ideas/types';
import { createToken, registerAccount, type TestAccount } from './accounts';

export interface Seller extends TestAccount {
  token: string;
}

/** A fresh account with a personal access token for seeding through the API. */
export async function seller(
  request: APIRequestContext,
  overrides: Record<string, unknown> = {},
): Promise<Seller> {
  const account = await registerAccount(request, overrides);
  return { ...account, token: await createToken(request, account) };
}

export const uniqueWord = () => `zq${randomBytes(4).toString('hex')}`;

/** Creates an idea through POST /api/ideas as `owner` (bearer token). */
export async function seedIdea(
  request: APIRequestContext,
  owner: Seller,
  overrides: Record<string, unknown> = {},
): Promise<IdeaDTO> {
  const reply = await request.post('/api/ideas', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: {
      title: `Idea ${uniqueWord()}`,
      category: 'Tech',
      type: 'Product',
      problemDescription: 'Commuters lose time looking for parking every day.',
      solutionDescription: 'A shared map of free spots updated by drivers.',
      protectionStatus: 'None',
      requireNDA: false,
      desiredPrice: 1500,
      contactPreference: 'Email',
      ...overrides,
    },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  // The spec's reply: the idea object itself.
  return (await reply.json()) as IdeaDTO;
}

/** Uploads a small PNG as an idea photo of `owner`; returns its URL as ideas store it. */
export async function seedPhoto(
  request: APIRequestContext,
  owner: Seller,
  color = '#4f46e5',
): Promise<string> {
  const reply = await request.post('/api/uploads', {
    headers: { authorization: `Bearer ${owner.token}` },
    multipart: {
      kind: 'idea_photo',
      file: { name: 'photo.png', mimeType: 'image/png', buffer: await pngBuffer(color) },
    },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  return ((await reply.json()) as { url: string }).url.split('?')[0]!;
}

export async function pngBuffer(color = '#4f46e5', size = 64): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width: size, height: size, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** Fails the test on any console error or uncaught page error. */
export function watchConsole(page: Page, allow: RegExp[] = []): { errors: string[] } {
  const errors: string[] = [];
  page.on('console', (message) => {
    const text = `${message.text()} ${message.location().url}`;
    if (message.type() === 'error' && !allow.some((re) => re.test(text))) errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { errors };
}

/** `buyer` requests access to `ideaId` (NDA signed) and `creator` approves it, through the API; the request's id. */
export async function approvedAccess(
  request: APIRequestContext,
  creator: Seller,
  buyer: Seller,
  ideaId: string,
): Promise<string> {
  const asked = await request.post(`/api/ideas/${ideaId}/access-requests`, {
    headers: { authorization: `Bearer ${buyer.token}` },
    data: { fullName: 'Bea Buyer', agree: true },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const { request: accessRequest } = (await asked.json()) as { request: { _id: string } };
  const approved = await request.post(`/api/access-requests/${accessRequest._id}/approve`, {
    headers: { authorization: `Bearer ${creator.token}` },
    data: {},
  });
  expect(approved.status(), await approved.text()).toBe(200);
  return accessRequest._id;
}
