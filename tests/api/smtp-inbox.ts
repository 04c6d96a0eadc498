import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A received message, parsed, with the envelope's recipients. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: ParsedMail['headers'];
  /** The raw header lines, e.g. `List-Unsubscribe: <…>`. */
  headerLines: string[];
  messageId: string;
}

/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package) that keeps what it receives.
 * `refuse(true)` makes it answer every message with a temporary failure (451), as a mail server
 * that is down for maintenance would.
 */
export interface SmtpInbox {
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** Messages refused while refusing. */
  refusedCount(): number;
  refuse(on: boolean): void;
  /**
   * `hold(true)`: messages are read but never answered, as a mail server that hangs would do
   * (the sender's connection stays open); `receivedWhileHolding()` counts them.
   */
  hold(on: boolean): void;
  receivedWhileHolding(): number;
  /** The first message (received so far or later) that `match` accepts. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let refusing = false;
  let refused = 0;
  let holding = false;
  let held = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Held connections are cut at once on stop, not after the default 30 s.
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (holding) {
          held += 1;
          return;
        }
        if (refusing) {
          refused += 1;
          const error = Object.assign(new Error('Mailbox temporarily unavailable, try again later'), {
            responseCode: 451,
          });
          callback(error);
          return;
        }
        simpleParser(Buffer.concat(chunks))
          .then((parsed) => {
            messages.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              headers: parsed.headers,
              // Unfolded (RFC 5322 folds long header lines).
              headerLines: parsed.headerLines.map((h) => h.line.replace(/\r?\n[ \t]+/g, ' ')),
              messageId: parsed.messageId ?? '',
            });
            waiters.forEach((wake) => wake());
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    refusedCount: () => refused,
    refuse(on) {
      refusing = on;
    },
    hold(on) {
      holding = on;
    },
    receivedWhileHolding: () => held,
    waitFor(match, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `No matching mail within ${timeoutMs} ms (received: ${messages.map((m) => `${m.to.join(',')}: ${m.subject}`).join('; ') || 'none'})`,
            ),
          );
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a message's plain text whose address starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}[^\\s\\])>]*`).exec(mail.text);
  if (!match) throw new Error(`No link starting with ${prefix} in:\n${mail.text}`);
  return match[0];
}
