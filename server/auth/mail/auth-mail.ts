import type { MessageKey } from '#shared/messages/en.ts';
import type { Language, MessageParams } from '#shared/messages/format.ts';
import { translate } from '#shared/messages/translate.ts';
import type { MailMessage } from './mailer';

/**
 * The account mails, plain text only (no tracking, no remote images), their words from the catalogue
 * (docs/decisions/0034): in the language the chef's browser shows when the request said it, else
 * Finnish first and English after. Tokens travel in the URL fragment, which browsers never send to a
 * server or put in a Referer header.
 */
function siteUrl(appUrl: string, route: string): string {
  return `${appUrl.replace(/\/+$/, '')}/recipelibrary/${route}`;
}

type MailTexts = { topic: MessageKey; body: MessageKey };

function mailWords(language: Language | null, texts: MailTexts, params: MessageParams) {
  const words = (lang: Language) => ({
    topic: translate(lang, texts.topic),
    body: translate(lang, texts.body, params),
  });
  const name = translate('fi', 'app.name');
  if (language) {
    const { topic, body } = words(language);
    return { subject: `${name}: ${topic}`, text: `${translate(language, 'mail.greeting')}\n\n${body}` };
  }
  const fi = words('fi');
  const en = words('en');
  return {
    subject: `${name}: ${fi.topic} / ${en.topic}`,
    text: `${translate('fi', 'mail.greeting')}\n\n${fi.body}\n\n---\n\n${en.body}`,
  };
}

/** A mail whose one link, with its token in the fragment, opens a screen of the library. */
function linkMail(
  kind: MailMessage['kind'],
  link: string,
  texts: MailTexts,
  to: string,
  validHours: number,
  language: Language | null,
): MailMessage {
  return { kind, to, link, ...mailWords(language, texts, { count: validHours, link }) };
}

export function passwordResetMail(
  appUrl: string,
  to: string,
  token: string,
  validHours: number,
  language: Language | null = null,
): MailMessage {
  const link = `${siteUrl(appUrl, 'reset-password')}#token=${token}`;
  return linkMail(
    'password-reset',
    link,
    { topic: 'mail.reset.topic', body: 'mail.reset.body' },
    to,
    validHours,
    language,
  );
}

export function confirmationMail(
  appUrl: string,
  to: string,
  token: string,
  validHours: number,
  language: Language | null = null,
): MailMessage {
  const link = `${siteUrl(appUrl, 'login')}#confirm=${token}`;
  const texts = { topic: 'mail.confirm.topic', body: 'mail.confirm.body' } as const;
  return linkMail('email-confirmation', link, texts, to, validHours, language);
}

/**
 * To the owner of an address someone tried to sign up with again (see ADR 0005): always in both
 * languages, since the browser that asked is a stranger's, not hers.
 */
export function registrationAttemptMail(appUrl: string, to: string): MailMessage {
  const link = siteUrl(appUrl, 'login');
  const texts = { topic: 'mail.attempt.topic', body: 'mail.attempt.body' } as const;
  return { kind: 'registration-attempt', to, link, ...mailWords(null, texts, { link }) };
}
