import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';

/** The product's colours (app/globals.css), for mail clients that cannot read our stylesheet. */
const BRAND = '#4f46e5';
const INK = '#111827';
const MUTED = '#6b7280';

export const PRODUCT_NAME = 'Ideas Marketplace';

export interface MailContext {
  /** Absolute URL of the site, for links and the footer. */
  siteUrl: string;
  /** One-click unsubscribe for mail a user may turn off (not for account mail). */
  unsubscribeUrl?: string;
}

/** Every message's frame: the product's name and colours, a heading, the body and the footer. */
export function MailLayout({
  preview,
  heading,
  children,
  context,
}: {
  preview: string;
  heading: string;
  children: ReactNode;
  context: MailContext;
}) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: '#f3f4f6', fontFamily: 'Helvetica, Arial, sans-serif', margin: 0 }}>
        <Container style={{ maxWidth: '560px', margin: '0 auto', padding: '24px 12px' }}>
          <Section style={{ padding: '0 0 16px' }}>
            <Link href={context.siteUrl} style={{ color: BRAND, fontSize: '18px', fontWeight: 700 }}>
              {PRODUCT_NAME}
            </Link>
          </Section>
          <Section style={{ backgroundColor: '#ffffff', borderRadius: '8px', padding: '24px' }}>
            <Heading as="h1" style={{ color: INK, fontSize: '22px', margin: '0 0 16px' }}>
              {heading}
            </Heading>
            {children}
          </Section>
          <Hr style={{ borderColor: '#e5e7eb', margin: '24px 0 12px' }} />
          <Text style={{ color: MUTED, fontSize: '12px', lineHeight: '18px', margin: 0 }}>
            {PRODUCT_NAME} ·{' '}
            <Link href={context.siteUrl} style={{ color: MUTED }}>
              {context.siteUrl}
            </Link>
            {context.unsubscribeUrl ? (
              <>
                {' · '}
                <Link href={context.unsubscribeUrl} style={{ color: MUTED }}>
                  Unsubscribe
                </Link>
              </>
            ) : null}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return (
    <Text style={{ color: INK, fontSize: '15px', lineHeight: '24px', margin: '0 0 16px' }}>{children}</Text>
  );
}

export function Small({ children }: { children: ReactNode }) {
  return (
    <Text style={{ color: MUTED, fontSize: '13px', lineHeight: '20px', margin: '16px 0 0' }}>{children}</Text>
  );
}

/** The message's one action, with its address spelled out below for clients that hide buttons. */
export function ActionButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <>
      <Button
        href={href}
        style={{
          backgroundColor: BRAND,
          borderRadius: '6px',
          color: '#ffffff',
          fontSize: '15px',
          fontWeight: 600,
          padding: '12px 20px',
          textDecoration: 'none',
        }}
      >
        {children}
      </Button>
      <Small>
        Or open this link:{' '}
        <Link href={href} style={{ color: BRAND, wordBreak: 'break-all' }}>
          {href}
        </Link>
      </Small>
    </>
  );
}
