import type { Language } from '@lobby/contract';

export interface ResetMail {
  subject: string;
  text: string;
  html: string;
}

interface ResetMailInput {
  brand: string;
  username: string;
  link: string;
  token: string;
  minutes: number;
}

interface Wording {
  subject: (brand: string) => string;
  greeting: (username: string) => string;
  intro: (brand: string) => string;
  open: (minutes: number) => string;
  button: string;
  code: string;
  ignore: string;
}

const WORDING: Partial<Record<Language, Wording>> = {
  EN: {
    subject: (brand) => `Reset your ${brand} password`,
    greeting: (username) => `Hello ${username},`,
    intro: (brand) => `We received a request to reset the password of your ${brand} account.`,
    open: (minutes) => `Open this link within ${minutes} minutes to choose a new password (it works once):`,
    button: 'Choose a new password',
    code: 'Or enter this reset code on the reset page:',
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  },
  TY: {
    subject: (brand) => `I-reset ang iyong password sa ${brand}`,
    greeting: (username) => `Kumusta ${username},`,
    intro: (brand) => `May humiling na i-reset ang password ng iyong ${brand} account.`,
    open: (minutes) =>
      `Buksan ang link na ito sa loob ng ${minutes} minuto para pumili ng bagong password (isang beses lang ito gagana):`,
    button: 'Pumili ng bagong password',
    code: 'O ilagay ang reset code na ito sa pahina ng pag-reset:',
    ignore: 'Kung hindi ikaw ang humiling nito, huwag pansinin ang e-mail na ito: hindi magbabago ang iyong password.',
  },
};

function escapeHtml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The recovery mail in the Language header language (English for languages without a translation). */
export function resetMail(language: Language, input: ResetMailInput): ResetMail {
  const w = (WORDING[language] ?? WORDING.EN) as Wording;
  const text = [
    w.greeting(input.username),
    '',
    w.intro(input.brand),
    w.open(input.minutes),
    input.link,
    '',
    w.code,
    input.token,
    '',
    w.ignore,
    '',
    `— ${input.brand}`,
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#1b1f2a;line-height:1.5">
<p>${e(w.greeting(input.username))}</p>
<p>${e(w.intro(input.brand))}<br>${e(w.open(input.minutes))}</p>
<p><a href="${e(input.link)}" style="display:inline-block;padding:10px 18px;background:#d9a21b;color:#111;border-radius:6px;text-decoration:none;font-weight:bold">${e(w.button)}</a></p>
<p style="word-break:break-all"><a href="${e(input.link)}">${e(input.link)}</a></p>
<p>${e(w.code)}<br><code style="font-size:14px">${e(input.token)}</code></p>
<p style="color:#666">${e(w.ignore)}</p>
<p>— ${e(input.brand)}</p>
</body></html>
`;
  return { subject: w.subject(input.brand), text, html };
}
