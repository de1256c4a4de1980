import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { DB } from '../../db/schema.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends the mails: account verification and password reset, back in stock (notify me). */
export interface Mailer {
  /** 'smtp' when SMTP_URL is set, else 'outbox' (the outbox table, read at /dev/outbox). */
  readonly kind: 'smtp' | 'outbox';
  /**
   * Sends one message. `within`: the transaction the mail belongs to. The
   * outbox writes the message in it, so the mail exists exactly when the
   * transaction commits (notify me sends each mail once this way); an SMTP
   * server is told at once, before the commit (a mail it accepted cannot be
   * taken back if the commit then fails).
   */
  send(message: MailMessage, within?: Kysely<DB>): Promise<void>;
  close(): void;
}

/** Mail goes into the outbox table; a developer reads it at /dev/outbox, the tests at /dev/outbox.json. */
export function outboxMailer(db: Kysely<DB>): Mailer {
  return {
    kind: 'outbox',
    async send(message, within) {
      await (within ?? db).insertInto('outbox').values({ to_address: message.to, subject: message.subject, text_body: message.text, html_body: message.html }).execute();
    },
    close() {},
  };
}

/** Mail goes out through the SMTP server of SMTP_URL (smtp://user:pass@host:587, smtps://... for TLS). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
    close() {
      transport.close();
    },
  };
}

export function createMailer(db: Kysely<DB>, smtpUrl: string | undefined, from: string): Mailer {
  return smtpUrl ? smtpMailer(smtpUrl, from) : outboxMailer(db);
}
