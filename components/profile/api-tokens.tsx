'use client';

import '@/lib/validation/browser-parsing';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorBox } from '@/components/auth/error-box';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { tokenFormSchema, type TokenFormInput } from '@/lib/validation/token';
import { Button } from '@/components/ui/button';
import { NewTokenNotice } from './new-token-notice';
import { createTokenAction, revokeTokenAction } from './token-actions';

export interface TokenItem {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
}

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** Personal access tokens for the API: create (secret shown once), list, revoke. */
export function ApiTokens({ initialTokens }: { initialTokens: TokenItem[] }) {
  const [tokens, setTokens] = useState(initialTokens);
  const [created, setCreated] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<TokenFormInput>({
    resolver: zodResolver(tokenFormSchema),
    defaultValues: { name: '' },
  });
  const nameError = form.formState.errors.name?.message;

  const create = form.handleSubmit(async ({ name }) => {
    setError(null);
    const result = await createTokenAction({ name }).catch(() => null);
    if (!result?.ok) return setError(result?.message ?? 'Failed to create the token');
    const body = result.data;
    setCreated(body.token);
    setTokens((list) => [
      { id: body.id, name: body.name, prefix: body.prefix, createdAt: body.createdAt, lastUsedAt: null },
      ...list,
    ]);
    form.reset({ name: '' });
  });

  const revoke = async (token: TokenItem) => {
    setError(null);
    const result = await revokeTokenAction(token.id).catch(() => null);
    if (!result?.ok) return setError('Failed to revoke the token');
    setTokens((list) => list.filter((t) => t.id !== token.id));
  };

  return (
    <section
      aria-labelledby="tokens-heading"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div>
        <h2 id="tokens-heading" className="text-lg font-semibold text-slate-900">
          API tokens
        </h2>
        <p className="text-sm break-words text-slate-600">
          Personal access tokens let scripts call the API as you: send{' '}
          <code>Authorization: Bearer &lt;token&gt;</code>.
        </p>
      </div>
      <ErrorBox message={error} testId="tokens-error" />
      {created ? <NewTokenNotice token={created} onDismiss={() => setCreated(null)} /> : null}
      <form onSubmit={create} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <Field
          id="token-name"
          label={<span className="sr-only">Token name</span>}
          error={nameError}
          className="flex-1"
        >
          <Input placeholder="Token name, e.g. CI script" {...form.register('name')} />
        </Field>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          Create token
        </Button>
      </form>
      {tokens.length ? (
        <ul className="divide-y divide-slate-200" data-testid="token-list">
          {tokens.map((token) => (
            <li key={token.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900">{token.name}</p>
                <p className="text-xs text-slate-500">
                  <code>{token.prefix}…</code> · created {formatDate(token.createdAt)}
                  {token.lastUsedAt ? ` · last used ${formatDate(token.lastUsedAt)}` : ' · never used'}
                </p>
              </div>
              <Button
                variant="secondary"
                onClick={() => revoke(token)}
                aria-label={`Revoke ${token.name}`}
                className="border-red-300 px-3 py-1.5 text-red-700 hover:bg-red-50"
              >
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">No tokens yet.</p>
      )}
    </section>
  );
}
