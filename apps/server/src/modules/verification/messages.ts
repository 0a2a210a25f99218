import type { Language } from '@lobby/contract';

/** SMS texts per language; languages without their own text get English. Short: one SMS segment each. */
const SMS_TEXTS: Partial<Record<Language, (brand: string, code: string, minutes: number) => string>> = {
  EN: (brand, code, minutes) =>
    `${brand}: your verification code is ${code}. It expires in ${minutes} minutes. Never share it with anyone.`,
  TY: (brand, code, minutes) =>
    `${brand}: ang iyong verification code ay ${code}. Mag-e-expire ito sa loob ng ${minutes} minuto. Huwag itong ibahagi kaninuman.`,
  CN: (brand, code, minutes) => `${brand}：您的验证码是 ${code}，${minutes} 分钟内有效。请勿告诉任何人。`,
  TW: (brand, code, minutes) => `${brand}：您的驗證碼是 ${code}，${minutes} 分鐘內有效。請勿告訴任何人。`,
  VI: (brand, code, minutes) =>
    `${brand}: ma xac minh cua ban la ${code}, het han sau ${minutes} phut. Khong chia se ma nay voi bat ky ai.`,
};

export function smsCodeText(language: Language, brand: string, code: string, minutes: number): string {
  const text = SMS_TEXTS[language] ?? SMS_TEXTS.EN;
  return (text as NonNullable<typeof text>)(brand, code, minutes);
}
