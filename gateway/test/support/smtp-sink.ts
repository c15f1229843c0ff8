import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** An SMTP answer the sink gives to RCPT TO for an address, instead of accepting it. */
export type Refusal = { code: number; message: string };

/**
 * A real SMTP server on loopback that parses what arrives. `refuse` decides per recipient and
 * attempt (how often that address was offered before) whether to refuse it, and with what.
 */
export async function startSmtpSink(refuse: (address: string, attempt: number) => Refusal | null = () => null) {
  const received: ParsedMail[] = [];
  const offered = new Map<string, number>();
  const waiters: { count: number; resolve: () => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const attempt = offered.get(address.address) ?? 0;
      offered.set(address.address, attempt + 1);
      const refusal = refuse(address.address, attempt);
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          for (const waiter of waiters.filter((w) => received.length >= w.count)) waiter.resolve();
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** How many times an address was offered (accepted or refused). */
    offers: (address: string) => offered.get(address) ?? 0,
    /** Resolves once `count` messages in all have arrived. */
    arrived: (count: number) =>
      received.length >= count ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ count, resolve })),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
