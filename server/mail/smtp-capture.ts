/**
 * A real SMTP server on loopback that keeps every message it receives (test code only): the integration tests
 * point SMTP_URL at it, so mail goes through nodemailer's real SMTP client and the tests read what a mailbox
 * would get. No TLS and no authentication required.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { readMimeMessage, type MimePart } from './mime-reader';

export interface CapturedMail {
  /** Envelope sender and recipients (MAIL FROM / RCPT TO). */
  envelopeFrom: string;
  envelopeTo: string[];
  /** The message exactly as received. */
  raw: string;
  /** The parsed message (headers decoded, parts decoded). */
  message: MimePart;
}

export interface SmtpCapture {
  /** smtp://127.0.0.1:<port> */
  url: string;
  readonly messages: readonly CapturedMail[];
  /** Resolves with the first message (already received or arriving within `timeoutMs`) that matches. */
  waitForMessage(match: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

/** Starts the capture on loopback: `listenPort` 0 (default) picks a free port. */
export async function startSmtpCapture(listenPort = 0): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1_000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        messages.push({ envelopeFrom, envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw, message: readMimeMessage(raw) });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMessage(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return;
          cleanup();
          resolve(found);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`No matching mail within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
