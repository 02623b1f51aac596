import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Env } from '#server/env.ts';
import type { BackgroundWork } from '#server/platform/background.ts';
import type { Logger } from '#server/platform/logger.ts';

export type MailKind = 'password-reset' | 'email-confirmation' | 'registration-attempt';

export interface MailMessage {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  /** The link the message carries; logged only when mail goes to the local outbox. */
  link: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * With SMTP_URL, real mail. Without it (a local install), each message is written as an .eml file
 * to DATA_DIR/outbox and its link to the log, so the person at the terminal can follow it.
 */
export function createMailer(
  config: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>,
  logger: Logger,
): Mailer {
  return config.SMTP_URL
    ? smtpMailer(config.SMTP_URL, config.MAIL_FROM, logger)
    : outboxMailer(path.resolve(config.DATA_DIR, 'outbox'), config.MAIL_FROM, logger);
}

function smtpMailer(url: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send({ kind, to, subject, text }) {
      const info = await transport.sendMail({ from, to, subject, text });
      logger.info({ kind, messageId: info.messageId }, 'mail sent');
    },
  };
}

function outboxMailer(directory: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send({ kind, to, subject, text, link }) {
      const info = await transport.sendMail({ from, to, subject, text });
      await mkdir(directory, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      // The random tail keeps two messages of one kind in the same millisecond apart.
      const file = path.join(directory, `${stamp}-${kind}-${randomBytes(3).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer, { flag: 'wx' });
      logger.info({ kind, to, link, file }, 'mail written to the outbox (SMTP_URL is not set)');
    },
  };
}

/**
 * Sends without making the request wait: a reply then takes the same time whether or not a message
 * went out (no account enumeration through timing), and a mail outage is logged, not shown.
 */
export function sendInBackground(
  deps: { mailer: Mailer; background: BackgroundWork },
  message: MailMessage,
): void {
  deps.background.run(`${message.kind} mail`, () => deps.mailer.send(message));
}
