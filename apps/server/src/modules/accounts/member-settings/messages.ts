import type { Language } from '@lobby/contract';

type Mail = (brand: string, code: string, minutes: number) => { subject: string; text: string };

/** The e-mail confirmation mail per platform language (plain text: the code is all it needs). */
export const EMAIL_CODE_MAILS: Record<Language, Mail> = {
  EN: (brand, code, minutes) => ({
    subject: `${brand}: your verification code is ${code}`,
    text:
      `Your code to confirm this e-mail address at ${brand} is ${code}.\n` +
      `It works for ${minutes} minutes. If you did not ask for it, ignore this e-mail.`,
  }),
  TY: (brand, code, minutes) => ({
    subject: `${brand}: ang iyong verification code ay ${code}`,
    text:
      `Ang iyong code para kumpirmahin ang e-mail na ito sa ${brand} ay ${code}.\n` +
      `Gumagana ito sa loob ng ${minutes} minuto. Kung hindi ikaw ang humiling nito, huwag pansinin ang e-mail na ito.`,
  }),
  CN: (brand, code, minutes) => ({
    subject: `${brand}：您的验证码是 ${code}`,
    text:
      `您在 ${brand} 确认此邮箱地址的验证码是 ${code}。\n` +
      `验证码 ${minutes} 分钟内有效。如果这不是您本人的操作，请忽略此邮件。`,
  }),
  TW: (brand, code, minutes) => ({
    subject: `${brand}：您的驗證碼是 ${code}`,
    text:
      `您在 ${brand} 確認此電子郵件地址的驗證碼是 ${code}。\n` +
      `驗證碼 ${minutes} 分鐘內有效。如果這不是您本人的操作，請忽略此郵件。`,
  }),
  VI: (brand, code, minutes) => ({
    subject: `${brand}: mã xác minh của bạn là ${code}`,
    text:
      `Mã xác nhận địa chỉ e-mail này tại ${brand} của bạn là ${code}.\n` +
      `Mã có hiệu lực trong ${minutes} phút. Nếu bạn không yêu cầu mã này, vui lòng bỏ qua e-mail này.`,
  }),
  TH: (brand, code, minutes) => ({
    subject: `${brand}: รหัสยืนยันของคุณคือ ${code}`,
    text:
      `รหัสสำหรับยืนยันอีเมลนี้กับ ${brand} ของคุณคือ ${code}\n` +
      `รหัสนี้ใช้ได้ภายใน ${minutes} นาที หากคุณไม่ได้เป็นผู้ขอรหัสนี้ โปรดเพิกเฉยต่ออีเมลฉบับนี้`,
  }),
  ID: (brand, code, minutes) => ({
    subject: `${brand}: kode verifikasi Anda ${code}`,
    text:
      `Kode untuk mengonfirmasi alamat e-mail ini di ${brand} adalah ${code}.\n` +
      `Kode berlaku selama ${minutes} menit. Jika Anda tidak memintanya, abaikan e-mail ini.`,
  }),
};

/** The mail that carries an e-mail confirmation code, in the request's language. */
export function emailCodeMail(input: { brand: string; code: string; minutes: number; language: Language }): { subject: string; text: string } {
  return EMAIL_CODE_MAILS[input.language](input.brand, input.code, input.minutes);
}
