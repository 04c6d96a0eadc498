import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetConfig } from '@/lib/core/config';
import { retryDelayMs } from '@/lib/platform/jobs/queue';
import { renderMail } from '@/lib/platform/mail/render';
import { mailTemplates, type MailTemplateName } from '@/lib/platform/mail/templates';
import { seal, unseal } from '@/lib/platform/security/sealed';

const context = { siteUrl: 'https://ideas.example' };
const link = 'https://ideas.example/some-link?token=abc123';

const samples: { [N in MailTemplateName]: unknown } = {
  'verify-email': { displayName: 'Ada', url: link },
  'reset-password': { displayName: 'Ada', url: link },
  'password-changed': { displayName: 'Ada', resetUrl: link },
  'confirm-email-change': { displayName: 'Ada', url: link },
  'email-change-requested': { displayName: 'Ada', newEmail: 'ada@new.example', resetUrl: link },
  notification: {
    displayName: 'Ada',
    text: 'Bob requested access to “Solar kettle”.',
    url: link,
    action: 'Review the request',
  },
  'account-deleted': { displayName: 'Ada' },
  'new-messages': {
    displayName: 'Ada',
    total: 3,
    url: link,
    threads: [
      { ideaTitle: 'Solar charger', from: 'Bob', count: 2, preview: 'Is it still for sale?', url: link },
      { ideaTitle: 'Tea robot', from: 'Deleted user', count: 1, preview: 'Hello', url: link },
    ],
  },
  'saved-search-alert': {
    displayName: 'Ada',
    searchName: 'Solar gadgets',
    daily: true,
    total: 2,
    ideas: [
      { title: 'Solar charger', category: 'Tech', price: '$2,500', url: link },
      { title: 'Solar kettle', category: 'Home', price: '$900', url: 'https://ideas.example/ideas/2' },
    ],
    searchUrl: link,
    manageUrl: 'https://ideas.example/saved',
  },
};

describe('mail templates', () => {
  it.each(Object.keys(mailTemplates) as MailTemplateName[])(
    '%s renders HTML and plain text',
    async (name) => {
      const mail = await renderMail(name, samples[name], context);
      expect(mail.subject.length).toBeGreaterThan(5);
      expect(mail.html).toMatch(/^<!DOCTYPE html/);
      expect(mail.html).toContain('Ideas Marketplace');
      expect(mail.html).toContain('#4f46e5');
      expect(mail.text).toContain('Hi Ada,');
      expect(mail.text).not.toMatch(/<\w+/);
      if (name !== 'account-deleted') {
        expect(mail.html).toContain(`href="${link}"`);
        expect(mail.text).toContain(link);
      }
      expect(mail.html).not.toContain('Unsubscribe');
    },
  );

  it('puts an unsubscribe link in the footer only when the mail may be turned off', async () => {
    const mail = await renderMail('verify-email', samples['verify-email'], {
      ...context,
      unsubscribeUrl: 'https://ideas.example/unsubscribe?token=u',
    });
    expect(mail.html).toContain('href="https://ideas.example/unsubscribe?token=u"');
    expect(mail.text).toContain('Unsubscribe');
  });

  it('escapes what users wrote', async () => {
    const mail = await renderMail('account-deleted', { displayName: '<script>alert(1)</script>' }, context);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it('refuses data that does not fit the template', async () => {
    await expect(
      renderMail('verify-email', { displayName: 'Ada', url: 'not a url' }, context),
    ).rejects.toThrow();
  });
});

describe('retry backoff', () => {
  it('doubles from the base with ±20 % jitter, capped at an hour', () => {
    expect(retryDelayMs(1, 1000, 0.5)).toBe(1000);
    expect(retryDelayMs(2, 1000, 0.5)).toBe(2000);
    expect(retryDelayMs(5, 1000, 0.5)).toBe(16_000);
    expect(retryDelayMs(1, 1000, 0)).toBe(800);
    expect(retryDelayMs(1, 1000, 1)).toBe(1200);
    expect(retryDelayMs(40, 1000, 0.5)).toBe(3_600_000);
  });
});

describe('sealed values', () => {
  beforeAll(() => {
    process.env.AUTH_SECRET = 'unit-test-secret-that-is-long-enough-0123';
    resetConfig();
  });
  afterAll(() => {
    delete process.env.AUTH_SECRET;
    resetConfig();
  });

  it('round-trip, hide their content, and refuse any change', () => {
    const sealed = seal({ url: link });
    expect(sealed).not.toContain('abc123');
    expect(unseal(sealed)).toEqual({ url: link });
    expect(seal({ url: link })).not.toBe(sealed);
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = body!.slice(0, -2) + (body!.endsWith('AA') ? 'BA' : 'AA');
    expect(() => unseal([version, iv, tag, flipped].join('.'))).toThrow();
    expect(() => unseal('v1.bad')).toThrow('Not a sealed value');
  });
});
