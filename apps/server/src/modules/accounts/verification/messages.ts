import type { Language } from '@lobby/contract';

export type SmsCodeText = (brand: string, code: string, minutes: number) => string;

/**
 * SMS texts, one per platform language (the type makes a missing language a compile error). Short: one
 * SMS segment each; Vietnamese is written without diacritics so it stays in the GSM alphabet.
 */
export const SMS_TEXTS: Record<Language, SmsCodeText> = {
  EN: (brand, code, minutes) =>
    `${brand}: your verification code is ${code}. It expires in ${minutes} minutes. Never share it with anyone.`,
  TY: (brand, code, minutes) =>
    `${brand}: ang iyong verification code ay ${code}. Mag-e-expire ito sa loob ng ${minutes} minuto. Huwag itong ibahagi kaninuman.`,
  CN: (brand, code, minutes) => `${brand}：您的验证码是 ${code}，${minutes} 分钟内有效。请勿告诉任何人。`,
  TW: (brand, code, minutes) => `${brand}：您的驗證碼是 ${code}，${minutes} 分鐘內有效。請勿告訴任何人。`,
  VI: (brand, code, minutes) =>
    `${brand}: ma xac minh cua ban la ${code}, het han sau ${minutes} phut. Khong chia se ma nay voi bat ky ai.`,
  TH: (brand, code, minutes) => `${brand}: รหัสยืนยันของคุณคือ ${code} ใช้ได้ ${minutes} นาที ห้ามบอกผู้อื่น`,
  ID: (brand, code, minutes) =>
    `${brand}: kode verifikasi Anda ${code}, berlaku ${minutes} menit. Jangan berikan kode ini kepada siapa pun.`,
};

export function smsCodeText(language: Language, brand: string, code: string, minutes: number): string {
  return SMS_TEXTS[language](brand, code, minutes);
}
