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

export interface Wording {
  subject: (brand: string) => string;
  greeting: (username: string) => string;
  intro: (brand: string) => string;
  open: (minutes: number) => string;
  button: string;
  code: string;
  ignore: string;
}

/** The recovery mail's wording per platform language (the type makes a missing language a compile error). */
export const WORDING: Record<Language, Wording> = {
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
  CN: {
    subject: (brand) => `重置您的 ${brand} 登录密码`,
    greeting: (username) => `${username}，您好：`,
    intro: (brand) => `我们收到了重置您 ${brand} 账户密码的请求。`,
    open: (minutes) => `请在 ${minutes} 分钟内打开以下链接设置新密码（链接仅可使用一次）：`,
    button: '设置新密码',
    code: '您也可以在重置页面输入以下重置码：',
    ignore: '如果这不是您本人的操作，请忽略此邮件，您的密码不会被更改。',
  },
  TW: {
    subject: (brand) => `重設您的 ${brand} 登入密碼`,
    greeting: (username) => `${username}，您好：`,
    intro: (brand) => `我們收到了重設您 ${brand} 帳戶密碼的請求。`,
    open: (minutes) => `請在 ${minutes} 分鐘內開啟以下連結設定新密碼（連結僅能使用一次）：`,
    button: '設定新密碼',
    code: '您也可以在重設頁面輸入以下重設碼：',
    ignore: '如果這不是您本人的操作，請忽略此郵件，您的密碼不會變更。',
  },
  VI: {
    subject: (brand) => `Đặt lại mật khẩu ${brand} của bạn`,
    greeting: (username) => `Xin chào ${username},`,
    intro: (brand) => `Chúng tôi đã nhận được yêu cầu đặt lại mật khẩu cho tài khoản ${brand} của bạn.`,
    open: (minutes) => `Hãy mở liên kết này trong vòng ${minutes} phút để đặt mật khẩu mới (liên kết chỉ dùng được một lần):`,
    button: 'Đặt mật khẩu mới',
    code: 'Hoặc nhập mã đặt lại này trên trang đặt lại mật khẩu:',
    ignore: 'Nếu bạn không yêu cầu việc này, hãy bỏ qua e-mail này: mật khẩu của bạn vẫn giữ nguyên.',
  },
  TH: {
    subject: (brand) => `รีเซ็ตรหัสผ่าน ${brand} ของคุณ`,
    greeting: (username) => `สวัสดีคุณ ${username}`,
    intro: (brand) => `เราได้รับคำขอรีเซ็ตรหัสผ่านสำหรับบัญชี ${brand} ของคุณ`,
    open: (minutes) => `กรุณาเปิดลิงก์นี้ภายใน ${minutes} นาทีเพื่อตั้งรหัสผ่านใหม่ (ใช้ได้เพียงครั้งเดียว):`,
    button: 'ตั้งรหัสผ่านใหม่',
    code: 'หรือกรอกรหัสรีเซ็ตนี้ในหน้ารีเซ็ตรหัสผ่าน:',
    ignore: 'หากคุณไม่ได้เป็นผู้ขอ โปรดเพิกเฉยต่ออีเมลฉบับนี้ รหัสผ่านของคุณจะยังคงเหมือนเดิม',
  },
  ID: {
    subject: (brand) => `Atur ulang kata sandi ${brand} Anda`,
    greeting: (username) => `Halo ${username},`,
    intro: (brand) => `Kami menerima permintaan untuk mengatur ulang kata sandi akun ${brand} Anda.`,
    open: (minutes) => `Buka tautan ini dalam ${minutes} menit untuk membuat kata sandi baru (hanya berlaku satu kali):`,
    button: 'Buat kata sandi baru',
    code: 'Atau masukkan kode reset ini di halaman reset:',
    ignore: 'Jika Anda tidak memintanya, abaikan e-mail ini: kata sandi Anda tidak akan berubah.',
  },
};

function escapeHtml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The recovery mail in the Language header's language. */
export function resetMail(language: Language, input: ResetMailInput): ResetMail {
  const w = WORDING[language];
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
