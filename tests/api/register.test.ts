import { describe, expect, it } from 'vitest';
import { POST as register } from '@/app/api/auth/register/route';
import { ConflictError } from '@/lib/core/errors';
import { assertEmailAvailable, authenticate, EMAIL_IN_USE_MESSAGE } from '@/lib/identity/users';
import { call } from './http';

const valid = {
  email: 'ada@example.test',
  password: 'secret-pass',
  confirmPassword: 'secret-pass',
  displayName: 'Ada',
};

describe('POST /api/auth/register', () => {
  it('creates an account that can sign in, and never echoes the password', async () => {
    const reply = await call<{ success: boolean; user: Record<string, unknown> }>(
      register,
      '/api/auth/register',
      {
        method: 'POST',
        body: { ...valid, fullName: 'Ada Lovelace', website: 'https://ada.example' },
      },
    );
    expect(reply.status).toBe(201);
    expect(reply.body.success).toBe(true);
    expect(reply.body.user).toMatchObject({
      email: 'ada@example.test',
      displayName: 'Ada',
      fullName: 'Ada Lovelace',
    });
    expect(reply.body.user.id).toMatch(/^[0-9a-f]{24}$/);
    expect(JSON.stringify(reply.body)).not.toContain('secret-pass');
    expect(JSON.stringify(reply.body)).not.toMatch(/argon2|passwordHash/);
    expect((await authenticate('ADA@example.test', 'secret-pass'))?.id).toBe(reply.body.user.id);
    expect(await authenticate('ada@example.test', 'wrong')).toBeNull();
  });

  it('refuses a taken email (any case) with 409', async () => {
    const reply = await call(register, '/api/auth/register', {
      method: 'POST',
      body: { ...valid, email: 'Ada@Example.test' },
    });
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ success: false, errors: { email: expect.any(String) } });
  });

  it("the wizard's step-1 check tells a taken email (any case) from a free one, with the same message", async () => {
    await expect(assertEmailAvailable(' ADA@example.TEST ')).rejects.toThrow(ConflictError);
    await expect(assertEmailAvailable('ada@example.test')).rejects.toMatchObject({
      message: EMAIL_IN_USE_MESSAGE,
      fields: { email: EMAIL_IN_USE_MESSAGE },
    });
    await expect(assertEmailAvailable('nobody-yet@example.test')).resolves.toBeUndefined();
  });

  it('says "Passwords do not match" and creates nothing', async () => {
    const reply = await call(register, '/api/auth/register', {
      method: 'POST',
      body: { ...valid, email: 'bob@example.test', confirmPassword: 'other-pass' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      success: false,
      message: 'Passwords do not match',
      errors: { confirmPassword: 'Passwords do not match' },
    });
    expect(await authenticate('bob@example.test', 'secret-pass')).toBeNull();
  });

  it('names each missing required field', async () => {
    const reply = await call<{ errors: Record<string, string> }>(register, '/api/auth/register', {
      method: 'POST',
      body: {},
    });
    expect(reply.status).toBe(400);
    expect(Object.keys(reply.body.errors)).toEqual(
      expect.arrayContaining(['email', 'password', 'confirmPassword', 'displayName']),
    );
  });

  it('refuses a photo address given at registration (photos must be own uploads)', async () => {
    const reply = await call(register, '/api/auth/register', {
      method: 'POST',
      body: { ...valid, email: 'pic@example.test', photoURL: 'https://tracker.example/pixel.png' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      errors: { photoURL: expect.stringContaining('Upload the profile photo') },
    });
    expect(await authenticate('pic@example.test', 'secret-pass')).toBeNull();
  });

  it('refuses websites that are not http(s) and bodies that are not JSON', async () => {
    const bad = await call(register, '/api/auth/register', {
      method: 'POST',
      body: { ...valid, email: 'eve@example.test', website: 'javascript:alert(1)' },
    });
    expect(bad.status).toBe(400);
    const notJson = await call(register, '/api/auth/register', {
      method: 'POST',
      body: '{oops',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body.message).toBe('The request body is not valid JSON');
  });
});
