import { z } from 'zod';
import { registerSchema } from './register';

const { shape } = registerSchema;

/**
 * Registration in Firebase mode: the wizard creates the Firebase user (email and password go to
 * Firebase, never to us), then sends its ID token with the same profile fields as registerSchema.
 */
export const firebaseProfileSchema = z.object({
  idToken: z.string().trim().min(1, 'idToken is required').max(8192, 'idToken is too long'),
  displayName: shape.displayName,
  fullName: shape.fullName,
  bio: shape.bio,
  location: shape.location,
  website: shape.website,
  photoURL: shape.photoURL,
  preferredCategories: shape.preferredCategories,
  languagePreferences: shape.languagePreferences,
  acceptTerms: shape.acceptTerms,
});

export type FirebaseProfileInput = z.input<typeof firebaseProfileSchema>;
export type FirebaseProfileData = Omit<z.output<typeof firebaseProfileSchema>, 'idToken'>;
