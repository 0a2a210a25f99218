import { FIRST_DEPOSIT_BONUS_PERCENT } from '@lobby/contract';
import type { Language } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { MERCHANT_SEEDS } from './merchants.ts';
import { MEMBER_SEEDS } from './members.ts';

const HOUR = 3_600_000;

/**
 * Welcome messages every demo member finds unread in the inbox (oldest first), in every platform language;
 * {brand} is the merchant's name, {percent} the first-deposit bonus. Each message is stored with a text per
 * language the merchant offers, and read in the reader's (the announcements' fallback); its own title and
 * content are the merchant's default language, for a reader of none of them.
 */
export const INBOX_SEEDS: readonly { key: string; ageMs: number; title: Record<Language, string>; content: Record<Language, string> }[] = [
  {
    key: 'welcome',
    ageMs: 48 * HOUR,
    title: {
      EN: 'Welcome to {brand}!',
      TY: 'Maligayang pagdating sa {brand}!',
      CN: '欢迎加入 {brand}！',
      TW: '歡迎加入 {brand}！',
      VI: 'Chào mừng bạn đến với {brand}!',
      TH: 'ยินดีต้อนรับสู่ {brand}!',
      ID: 'Selamat datang di {brand}!',
    },
    content: {
      EN: 'Thank you for joining {brand}. Your account is ready: explore slots, live casino, sports and more from the lobby.\n\nNeed help? Our customer service team is available 24/7 through live chat.',
      TY: 'Salamat sa pagsali sa {brand}. Handa na ang iyong account: tuklasin ang slots, live casino, sports at marami pang iba mula sa lobby.\n\nKailangan ng tulong? Bukas 24/7 ang aming customer service sa live chat.',
      CN: '感谢您加入 {brand}。您的账户已准备就绪：快到大厅畅玩老虎机、真人娱乐、体育等精彩游戏。\n\n需要帮助？我们的客服团队 24/7 全天候在线，随时通过在线客服为您服务。',
      TW: '感謝您加入 {brand}。您的帳戶已準備就緒：快到大廳暢玩老虎機、真人娛樂、體育等精彩遊戲。\n\n需要協助？我們的客服團隊 24/7 全天候在線，隨時透過線上客服為您服務。',
      VI: 'Cảm ơn bạn đã tham gia {brand}. Tài khoản của bạn đã sẵn sàng: khám phá slot, live casino, thể thao và nhiều hơn nữa ngay tại sảnh.\n\nCần hỗ trợ? Đội ngũ chăm sóc khách hàng luôn sẵn sàng 24/7 qua chat trực tuyến.',
      TH: 'ขอบคุณที่ร่วมเป็นสมาชิกกับ {brand} บัญชีของคุณพร้อมใช้งานแล้ว สนุกกับสล็อต คาสิโนสด กีฬา และอีกมากมายได้จากล็อบบี้\n\nต้องการความช่วยเหลือ? ทีมบริการลูกค้าของเราพร้อมดูแลคุณ 24/7 ผ่านแชทสด',
      ID: 'Terima kasih telah bergabung dengan {brand}. Akun Anda sudah siap: jelajahi slot, live casino, olahraga, dan lainnya dari lobi.\n\nButuh bantuan? Tim layanan pelanggan kami siap membantu 24/7 melalui live chat.',
    },
  },
  {
    key: 'first-deposit',
    ageMs: 24 * HOUR,
    title: {
      EN: 'Your first-deposit bonus is waiting',
      TY: 'Naghihintay ang iyong first-deposit bonus',
      CN: '您的首充奖金等您领取',
      TW: '您的首儲獎金等您領取',
      VI: 'Thưởng nạp đầu đang chờ bạn',
      TH: 'โบนัสฝากแรกของคุณรออยู่',
      ID: 'Bonus deposit pertama Anda menanti',
    },
    content: {
      EN: 'Make your first deposit today and receive a bonus of up to {percent}% on top. See the Promotion page for the full terms and conditions.',
      TY: 'Mag-deposito ngayon sa unang pagkakataon at makakuha ng dagdag na bonus na hanggang {percent}%. Tingnan ang pahina ng Promosyon para sa buong tuntunin at kondisyon.',
      CN: '今天完成首次充值，即可额外获得最高 {percent}% 的奖金。完整条款与细则请查看优惠活动页面。',
      TW: '今天完成首次儲值，即可額外獲得最高 {percent}% 的獎金。完整條款與細則請參閱優惠活動頁面。',
      VI: 'Nạp tiền lần đầu ngay hôm nay để nhận thêm tiền thưởng lên đến {percent}%. Xem trang Khuyến mãi để biết đầy đủ điều khoản và điều kiện.',
      TH: 'ฝากเงินครั้งแรกวันนี้ รับโบนัสเพิ่มสูงสุด {percent}% ดูข้อกำหนดและเงื่อนไขทั้งหมดได้ที่หน้าโปรโมชั่น',
      ID: 'Lakukan deposit pertama hari ini dan dapatkan bonus tambahan hingga {percent}%. Lihat halaman Promosi untuk syarat dan ketentuan lengkap.',
    },
  },
  {
    key: 'security',
    ageMs: 2 * HOUR,
    title: {
      EN: 'Keep your account safe',
      TY: 'Panatilihing ligtas ang iyong account',
      CN: '保障您的账户安全',
      TW: '保障您的帳戶安全',
      VI: 'Bảo vệ tài khoản của bạn',
      TH: 'รักษาบัญชีของคุณให้ปลอดภัย',
      ID: 'Jaga keamanan akun Anda',
    },
    content: {
      EN: 'We will never ask for your password. Link your mobile number and e-mail in the member centre so you can always recover your account.',
      TY: 'Hinding-hindi namin hihingin ang iyong password. I-link ang iyong mobile number at e-mail sa member centre para lagi mong mababawi ang iyong account.',
      CN: '我们绝不会向您索要密码。请在会员中心绑定手机号码和邮箱，以便随时找回您的账户。',
      TW: '我們絕不會向您索取密碼。請在會員中心綁定手機號碼與電子郵件，以便隨時找回您的帳戶。',
      VI: 'Chúng tôi sẽ không bao giờ hỏi mật khẩu của bạn. Hãy liên kết số điện thoại và e-mail trong trung tâm thành viên để luôn có thể khôi phục tài khoản.',
      TH: 'เราจะไม่ขอรหัสผ่านของคุณในทุกกรณี ผูกเบอร์มือถือและอีเมลไว้ที่ศูนย์สมาชิก เพื่อให้คุณกู้คืนบัญชีได้ทุกเมื่อ',
      ID: 'Kami tidak akan pernah meminta kata sandi Anda. Tautkan nomor ponsel dan e-mail Anda di pusat member agar akun Anda selalu bisa dipulihkan.',
    },
  },
];

/**
 * Idempotent: a message is added once per member and key (unique member_id + seed_key); a message the
 * member read or that an operator changed is never touched again.
 */
export async function seedInbox(db: Kysely<Database>, now: number): Promise<void> {
  const merchants = new Map(MERCHANT_SEEDS.map((m) => [m.code, m]));
  for (const s of MEMBER_SEEDS) {
    const member = await db
      .selectFrom('members')
      .select('id')
      .where('merchant_code', '=', s.merchantCode)
      .where('username_key', '=', s.username.toLowerCase())
      .executeTakeFirst();
    if (!member) continue;
    const merchant = merchants.get(s.merchantCode);
    const brand = merchant?.name ?? s.merchantCode;
    const language = merchant?.defaultLanguage ?? 'EN';
    const languages = merchant?.languages ?? [language];
    const fill = (text: string) => text.replaceAll('{brand}', brand).replaceAll('{percent}', String(FIRST_DEPOSIT_BONUS_PERCENT));
    for (const m of INBOX_SEEDS) {
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('inbox_messages')
          .values({
            merchant_code: s.merchantCode,
            member_id: member.id,
            title: fill(m.title[language]),
            content: fill(m.content[language]),
            seed_key: m.key,
            created_at: now - m.ageMs,
            read_at: null,
          })
          .onConflict((oc) => oc.columns(['member_id', 'seed_key']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!row) return;
        await trx
          .insertInto('inbox_message_texts')
          .values(languages.map((l) => ({ message_id: row.id, language: l, title: fill(m.title[l]), content: fill(m.content[l]) })))
          .execute();
      });
    }
  }
}
