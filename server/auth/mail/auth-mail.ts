import type { MailMessage } from './mailer';

/**
 * The texts of the account mails, Finnish first and English after, plain text only (no tracking,
 * no remote images). Tokens travel in the URL fragment, which browsers never send to a server or
 * put in a Referer header.
 */
function siteUrl(appUrl: string, route: string): string {
  return `${appUrl.replace(/\/+$/, '')}/recipelibrary/${route}`;
}

export function passwordResetMail(
  appUrl: string,
  to: string,
  token: string,
  validHours: number,
): MailMessage {
  const link = `${siteUrl(appUrl, 'reset-password')}#token=${token}`;
  return {
    kind: 'password-reset',
    to,
    link,
    subject: 'Reseptikirjasto: salasanan vaihto / password reset',
    text: [
      'Hei,',
      '',
      `Voit valita uuden salasanan tästä linkistä (voimassa ${validHours} h, käytettävissä kerran):`,
      link,
      '',
      'Jos et pyytänyt salasanan vaihtoa, voit jättää tämän viestin huomiotta.',
      '',
      '---',
      '',
      `Choose a new password with this link (valid for ${validHours} hour${validHours === 1 ? '' : 's'}, once):`,
      link,
      '',
      'If you did not ask for a password reset, you can ignore this message.',
    ].join('\n'),
  };
}

export function confirmationMail(appUrl: string, to: string, token: string, validHours: number): MailMessage {
  const link = `${siteUrl(appUrl, 'login')}#confirm=${token}`;
  return {
    kind: 'email-confirmation',
    to,
    link,
    subject: 'Reseptikirjasto: vahvista sähköpostiosoitteesi / confirm your email address',
    text: [
      'Hei,',
      '',
      `Vahvista sähköpostiosoitteesi tästä linkistä (voimassa ${validHours} h):`,
      link,
      '',
      'Jos et luonut tiliä Reseptikirjastoon, voit jättää tämän viestin huomiotta.',
      '',
      '---',
      '',
      `Confirm your email address with this link (valid for ${validHours} hours):`,
      link,
      '',
      'If you did not create an account, you can ignore this message.',
    ].join('\n'),
  };
}

/** To the owner of an address someone tried to sign up with again (see ADR 0005). */
export function registrationAttemptMail(appUrl: string, to: string): MailMessage {
  const link = siteUrl(appUrl, 'login');
  return {
    kind: 'registration-attempt',
    to,
    link,
    subject: 'Reseptikirjasto: tällä osoitteella on jo tili / you already have an account',
    text: [
      'Hei,',
      '',
      'Joku yritti juuri luoda tilin tällä sähköpostiosoitteella, mutta sillä on jo tili.',
      `Jos se olit sinä, kirjaudu sisään tai vaihda salasana ("Forgot password?"): ${link}`,
      'Jos et se ollut sinä, tiliisi ei ole tehty muutoksia eikä sinun tarvitse tehdä mitään.',
      '',
      '---',
      '',
      'Someone just tried to register with this email address, which already has an account.',
      `If it was you, sign in or reset your password ("Forgot password?"): ${link}`,
      'If it was not you, nothing about your account has changed and you need not do anything.',
    ].join('\n'),
  };
}
