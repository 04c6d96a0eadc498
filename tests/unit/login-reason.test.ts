import { describe, expect, it } from 'vitest';
import { loginReason } from '@/components/auth/login-reason';

describe('loginReason', () => {
  it('names what the guarded page was for', () => {
    expect(loginReason('/create-idea')).toBe('Sign in to submit an idea');
    expect(loginReason('/ideas/0123456789abcdef01234567/edit')).toBe('Sign in to edit your idea');
    expect(loginReason('/profile')).toBe('Sign in to see your profile');
    expect(loginReason('/profile/edit')).toBe('Sign in to see your profile');
    // Profiles are public: signing in from one is for something else on it.
    expect(loginReason('/profile/0123456789abcdef01234567')).toBe('Please sign in to continue');
  });

  it('falls back to a general sentence, and says nothing when no page sent the visitor', () => {
    expect(loginReason('/ideas?page=2')).toBe('Please sign in to continue');
    expect(loginReason('/create-idea?draft=1')).toBe('Sign in to submit an idea');
    expect(loginReason(undefined)).toBeNull();
    expect(loginReason('')).toBeNull();
  });
});
