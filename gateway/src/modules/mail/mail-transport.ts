import nodemailer from 'nodemailer';

export type OutgoingAttachment = { filename: string; contentType: string; content: Buffer };

/** A message ready to leave: what nodemailer is handed, or what the local mailbox keeps. */
export type OutgoingMail = {
  /** Our Message-ID, the same on every attempt, so a receiver can tell a repeat from a new message. */
  messageId: string;
  from: string;
  to: string[];
  cc: string[];
  subject: string;
  html: string;
  text: string;
  attachments: OutgoingAttachment[];
};

/** Delivers one message and answers the server's reply line; throws MailRefused or any other error. */
export type MailTransport = {
  deliver(mail: OutgoingMail): Promise<string>;
  close(): void;
  /** Keeps messages instead of handing them to a mail server: they are recorded as kept, never as delivered. */
  keepsOnly?: boolean;
};

/**
 * The SMTP server answered with an error code. 5xx means refused for good (a bounce: unknown mailbox,
 * rejected content), 4xx means try again later; anything without a code (the connection) is transient.
 */
export class MailRefused extends Error {
  override name = 'MailRefused';
  readonly response: string;
  readonly permanent: boolean;
  constructor(response: string, permanent: boolean) {
    super(response);
    this.response = response;
    this.permanent = permanent;
  }
}

type SmtpError = Error & { responseCode?: number; response?: string };

/** nodemailer over SMTP_URL; one pooled connection is enough for a job that sends one message at a time. */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async deliver(mail) {
      try {
        const info = await transporter.sendMail({
          messageId: mail.messageId,
          from: mail.from,
          to: mail.to,
          cc: mail.cc,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          attachments: mail.attachments,
        });
        return String(info.response);
      } catch (error) {
        const { responseCode, response } = error as SmtpError;
        if (typeof responseCode === 'number') throw new MailRefused(response ?? String(responseCode), responseCode >= 500);
        throw error;
      }
    },
    close: () => transporter.close(),
  };
}

/** SMTP when SMTP_URL is configured, the local mailbox otherwise. */
export function mailTransport(mail: { smtpUrl: string | undefined }): MailTransport {
  return mail.smtpUrl ? smtpTransport(mail.smtpUrl) : localMailbox;
}

export const LOCAL_MAILBOX_RESPONSE = 'Kept in the local mailbox: no SMTP server is configured (SMTP_URL).';

/** Without SMTP: the message already sits in the database, which is the mailbox the Sent mail page reads. */
export const localMailbox: MailTransport = {
  deliver: async () => LOCAL_MAILBOX_RESPONSE,
  close: () => {},
  keepsOnly: true,
};
