'use client';

import Linkify from 'linkify-react';
import type { Opts } from 'linkifyjs';

/** Web addresses only: http(s), or a bare address (www.example.com); no mailto:, file: or ftp:. */
function isWebAddress(value: string): boolean {
  const scheme = /^([a-z][a-z0-9+-]*):/i.exec(value)?.[1];
  return !scheme || /^https?$/i.test(scheme);
}

const OPTIONS: Opts = {
  defaultProtocol: 'https',
  target: '_blank',
  rel: 'noopener noreferrer nofollow',
  validate: { url: isWebAddress, email: false },
  className: 'underline underline-offset-2 break-all',
};

/**
 * A message as its author wrote it: React text (never HTML), line breaks kept, web addresses
 * turned into links that open in a new tab and pass no referrer or endorsement.
 */
export function MessageBody({ body, className }: { body: string; className?: string }) {
  return (
    <Linkify as="p" className={className} options={OPTIONS}>
      {body}
    </Linkify>
  );
}
