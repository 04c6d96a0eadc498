// The browser side of signing in, registering and signing out. Pages call these; they use
// next-auth (the default identity) or, in Firebase mode, the Firebase SDK, loaded only then.
import { signIn, signOut } from 'next-auth/react';
import type { FirebaseWebConfig } from '@/lib/core/config/firebase';
import {
  ACCOUNT_SUSPENDED_CODE,
  ACCOUNT_SUSPENDED_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  REGISTER_FAILED_MESSAGE,
  SIGN_IN_RATE_LIMITED_MESSAGE,
} from '@/lib/identity/shared';
import type { Identity, IdentityResult, RegisterResult } from './types';

export type { Identity, IdentityResult, RegisterResult };

const firebaseIdentity = () => import('./firebase');

const defaultIdentity: Identity = {
  firebase: false,
  async signInWithPassword(email, password) {
    try {
      const result = await signIn('credentials', { redirect: false, email, password });
      if (result?.ok && !result.error) return { ok: true };
      if (result?.status === 429 || result?.error === 'RateLimited' || result?.error?.startsWith('Too many'))
        return { ok: false, message: SIGN_IN_RATE_LIMITED_MESSAGE };
      if (result?.error === ACCOUNT_SUSPENDED_CODE) return { ok: false, message: ACCOUNT_SUSPENDED_MESSAGE };
      return {
        ok: false,
        message: result?.error === 'CredentialsSignin' ? INVALID_CREDENTIALS_MESSAGE : LOGIN_FAILED_MESSAGE,
      };
    } catch {
      return { ok: false, message: LOGIN_FAILED_MESSAGE };
    }
  },
  async signInWithGoogle(callbackUrl) {
    await signIn('google', { callbackUrl });
    return { ok: true };
  },
  async register(values) {
    const response = await fetch('/api/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(values),
    });
    const body = (await response.json().catch(() => ({}))) as {
      message?: string;
      errors?: Record<string, string>;
    };
    if (!response.ok)
      return { ok: false, message: body.message ?? REGISTER_FAILED_MESSAGE, errors: body.errors };
    const signedIn = await signIn('credentials', {
      redirect: false,
      email: values.email,
      password: values.password,
    });
    return { ok: true, signedIn: Boolean(signedIn?.ok) };
  },
  async signOut() {
    await signOut({ redirect: false });
  },
};

/** The identity for the page: next-auth, or Firebase when the server passes its web config. */
export function identityFor(firebase: FirebaseWebConfig | null | undefined): Identity {
  if (!firebase) return defaultIdentity;
  return {
    firebase: true,
    signInWithPassword: async (email, password) =>
      (await firebaseIdentity()).signInWithPassword(firebase, email, password),
    signInWithGoogle: async () => (await firebaseIdentity()).signInWithGoogle(firebase),
    register: async (values) => (await firebaseIdentity()).register(firebase, values),
    signOut: async () => (await firebaseIdentity()).signOutEverywhere(firebase),
  };
}
