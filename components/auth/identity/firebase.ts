// Sign-in, registration and sign-out in Firebase mode: the Firebase SDK proves who the user is,
// then the ID token is exchanged for our own session (next-auth provider 'firebase').
import { signIn, signOut } from 'next-auth/react';
import type { User } from 'firebase/auth';
import type { IdentityResult, RegisterResult } from './types';
import { firebaseErrorMessage, type FirebaseErrorContext } from '@/lib/identity/shared';
import type { FirebaseWebConfig } from '@/lib/core/config/firebase';
import type { RegisterData } from '@/lib/validation/register';
import { duringExchange, loadFirebaseAuth } from './firebase-client';

async function exchange(
  config: FirebaseWebConfig,
  user: User,
  context: FirebaseErrorContext,
): Promise<IdentityResult> {
  const result = await signIn('firebase', { redirect: false, idToken: await user.getIdToken() });
  if (result?.ok && !result.error) return { ok: true };
  // Our server refused the account: leave no half-signed-in Firebase user behind.
  const { auth, sdk } = await loadFirebaseAuth(config);
  await sdk.signOut(auth).catch(() => undefined);
  const sentence =
    result?.error && result.error !== 'CredentialsSignin' && /\s/.test(result.error) ? result.error : null;
  return { ok: false, message: sentence ?? firebaseErrorMessage(null, context).message };
}

type Failure = Extract<IdentityResult, { ok: false }>;

async function attempt<T>(context: FirebaseErrorContext, work: () => Promise<T>): Promise<T | Failure> {
  try {
    return await duringExchange(work);
  } catch (error) {
    const { message, field } = firebaseErrorMessage(error, context);
    return { ok: false, message, ...(field ? { errors: { [field]: message } } : {}) };
  }
}

export function signInWithPassword(
  config: FirebaseWebConfig,
  email: string,
  password: string,
): Promise<IdentityResult> {
  return attempt('login', async () => {
    const { auth, sdk } = await loadFirebaseAuth(config);
    const { user } = await sdk.signInWithEmailAndPassword(auth, email.trim(), password);
    return exchange(config, user, 'login');
  });
}

export function signInWithGoogle(config: FirebaseWebConfig): Promise<IdentityResult> {
  return attempt('google', async () => {
    const { auth, sdk } = await loadFirebaseAuth(config);
    const { user } = await sdk.signInWithPopup(auth, new sdk.GoogleAuthProvider());
    return exchange(config, user, 'google');
  });
}

/** Creates the Firebase user, then our profile row with the wizard's fields, then the session. */
export function register(config: FirebaseWebConfig, values: RegisterData): Promise<RegisterResult> {
  return attempt('register', async () => {
    const { auth, sdk } = await loadFirebaseAuth(config);
    const { user } = await sdk.createUserWithEmailAndPassword(auth, values.email.trim(), values.password);
    const {
      displayName,
      fullName,
      bio,
      location,
      website,
      photoURL,
      preferredCategories,
      languagePreferences,
      acceptTerms,
    } = values;
    const profile = {
      displayName,
      fullName,
      bio,
      location,
      website,
      photoURL,
      preferredCategories,
      languagePreferences,
      acceptTerms,
    };
    const response = await fetch('/api/auth/firebase/profile', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken: await user.getIdToken(), ...profile }),
    });
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as {
        message?: string;
        errors?: Record<string, string>;
      };
      // Without a profile the Firebase user is of no use; removing it lets the wizard be sent again.
      await user.delete().catch(() => sdk.signOut(auth));
      return {
        ok: false,
        message: body.message ?? firebaseErrorMessage(null, 'register').message,
        errors: body.errors,
      };
    }
    await sdk.updateProfile(user, { displayName: values.displayName }).catch(() => undefined);
    const signedIn = await exchange(config, user, 'register');
    return signedIn.ok ? { ok: true, signedIn: true } : { ok: true, signedIn: false };
  });
}

/** Ends both sessions: Firebase's in this browser, and ours. */
export async function signOutEverywhere(config: FirebaseWebConfig): Promise<void> {
  const { auth, sdk } = await loadFirebaseAuth(config);
  await Promise.all([sdk.signOut(auth).catch(() => undefined), signOut({ redirect: false })]);
}
