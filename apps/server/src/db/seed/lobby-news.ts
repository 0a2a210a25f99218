import type { Language } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

type Texts = Record<Language, string>;

function t(EN: string, CN: string, TW: string, TY: string, VI: string, TH: string, ID: string): Texts {
  return { EN, CN, TW, TY, VI, TH, ID };
}

/** The ticker's notices: two live, one important linked to the maintenance announcement, one ended, one not yet. */
export const NOTICES: readonly { key: string; level: 'info' | 'important'; announcement?: string; start: number; end: number | null; text: Texts }[] = [
  {
    key: 'n-maint',
    level: 'important',
    announcement: 'pl-maint',
    start: -2,
    end: 5,
    text: t(
      'Scheduled maintenance on Thursday 02:00-04:00; wallets stay safe.',
      '周四 02:00-04:00 系统例行维护，钱包资金安全无忧。',
      '週四 02:00-04:00 系統例行維護，錢包資金安全無虞。',
      'May maintenance sa Huwebes 02:00-04:00; ligtas ang inyong wallet.',
      'Bảo trì định kỳ thứ Năm 02:00-04:00, số dư ví vẫn an toàn.',
      'ปิดปรับปรุงระบบวันพฤหัสบดี 02:00-04:00 ยอดเงินในกระเป๋าปลอดภัย',
      'Pemeliharaan terjadwal Kamis 02.00-04.00; saldo dompet tetap aman.',
    ),
  },
  {
    key: 'n-gcash',
    level: 'info',
    start: -10,
    end: null,
    text: t(
      'GCash deposits now arrive in under a minute.',
      'GCash 充值现在一分钟内到账。',
      'GCash 儲值現在一分鐘內到帳。',
      'Pumapasok na ngayon ang GCash deposit sa loob ng isang minuto.',
      'Nạp tiền qua GCash nay vào tài khoản chưa đến một phút.',
      'ฝากเงินผ่าน GCash เข้าบัญชีภายในหนึ่งนาทีแล้ว',
      'Deposit GCash kini masuk kurang dari satu menit.',
    ),
  },
  {
    key: 'n-support',
    level: 'info',
    start: -30,
    end: null,
    text: t(
      'Customer service is online 24/7 in live chat.',
      '在线客服 24/7 全天候为您服务。',
      '線上客服 24/7 全天候為您服務。',
      'Online ang customer service 24/7 sa live chat.',
      'Chăm sóc khách hàng trực tuyến 24/7 qua live chat.',
      'ฝ่ายบริการลูกค้าออนไลน์ตลอด 24 ชั่วโมงทางแชทสด',
      'Layanan pelanggan online 24/7 lewat live chat.',
    ),
  },
  {
    key: 'n-old',
    level: 'info',
    start: -40,
    end: -20,
    text: t('Old notice (ended)', '旧公告（已结束）', '舊公告（已結束）', 'Lumang paunawa (tapos na)', 'Thông báo cũ (đã kết thúc)', 'ประกาศเก่า (สิ้นสุดแล้ว)', 'Pemberitahuan lama (berakhir)'),
  },
  {
    key: 'n-next',
    level: 'info',
    start: 3,
    end: 10,
    text: t('Coming notice (not yet)', '即将发布的公告（尚未开始）', '即將發布的公告（尚未開始）', 'Paparating na paunawa (hindi pa)', 'Thông báo sắp tới (chưa bắt đầu)', 'ประกาศที่กำลังจะมา (ยังไม่เริ่ม)', 'Pemberitahuan mendatang (belum dimulai)'),
  },
];

/** The operator's news items, written as an operator would through the ops API. */
export const OPERATOR_NEWS: readonly { key: string; hoursAgo: number; link: string | null; title: Texts; body: Texts }[] = [
  {
    key: 'news-vip',
    hoursAgo: 5,
    link: '/m/vip',
    title: t('VIP lounge is open', 'VIP 贵宾厅现已开放', 'VIP 貴賓廳現已開放', 'Bukas na ang VIP lounge', 'Phòng chờ VIP đã mở cửa', 'VIP เลานจ์เปิดให้บริการแล้ว', 'Lounge VIP kini dibuka'),
    body: t(
      'Climb the levels for weekly rebates and a personal host.',
      '提升等级即可享受每周返水和专属客服。',
      '提升等級即可享有每週返水與專屬客服。',
      'Umakyat sa mga antas para sa lingguhang rebate at sariling host.',
      'Thăng cấp để nhận hoàn trả hằng tuần và chuyên viên riêng.',
      'เลื่อนระดับเพื่อรับเงินคืนรายสัปดาห์และผู้ดูแลส่วนตัว',
      'Naikkan level untuk rebate mingguan dan host pribadi.',
    ),
  },
  {
    key: 'news-weekend',
    hoursAgo: 30,
    link: null,
    title: t('Weekend jackpot race', '周末奖池争霸赛', '週末彩金爭霸賽', 'Karera ng jackpot sa weekend', 'Đua jackpot cuối tuần', 'ศึกชิงแจ็คพอตสุดสัปดาห์', 'Balapan jackpot akhir pekan'),
    body: t(
      'Every slot spin this weekend feeds the Grand pool.',
      '本周末每一次老虎机旋转都会为超级奖池加码。',
      '本週末每一次老虎機旋轉都會為超級彩金加碼。',
      'Bawat spin sa slots ngayong weekend ay nagpapalaki sa Grand pool.',
      'Mỗi lượt quay slot cuối tuần này đều góp vào hũ Grand.',
      'ทุกการหมุนสล็อตสุดสัปดาห์นี้เติมเงินเข้ากองแจ็คพอต Grand',
      'Setiap putaran slot akhir pekan ini menambah pool Grand.',
    ),
  },
];

/** How many of a merchant's new games the seed reports as "new game" news. */
const NEW_GAME_NEWS = 4;

/**
 * Ticker notices, operator news and the new-game entries of the seeded catalogue's newest games, for every
 * merchant, in every language. Idempotent: by seed key (notices) and event key (news).
 */
export async function seedNoticesAndNews(db: Kysely<Database>, now: number): Promise<void> {
  const merchants = await db.selectFrom('merchants').select('code').execute();
  for (const { code } of merchants) {
    await db.transaction().execute(async (trx) => {
      let sort = 0;
      for (const n of NOTICES) {
        sort += 1;
        const announcement = n.announcement
          ? await trx
              .selectFrom('announcements')
              .select('id')
              .where('merchant_code', '=', code)
              .where('seed_key', '=', n.announcement)
              .executeTakeFirst()
          : undefined;
        const row = await trx
          .insertInto('notices')
          .values({
            merchant_code: code,
            seed_key: n.key,
            level: n.level,
            announcement_id: announcement?.id ?? null,
            start_at: now + n.start * DAY,
            end_at: n.end === null ? null : now + n.end * DAY,
            sort,
            created_at: now,
          })
          .onConflict((oc) => oc.columns(['merchant_code', 'seed_key']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!row) continue;
        for (const [language, text] of Object.entries(n.text)) {
          await trx.insertInto('notice_texts').values({ notice_id: row.id, language, text }).execute();
        }
      }

      for (const item of OPERATOR_NEWS) {
        const row = await trx
          .insertInto('lobby_news')
          .values({
            merchant_code: code,
            kind: 'operator',
            event_key: `seed:${item.key}`,
            params: '{}',
            link: item.link,
            published_at: now - item.hoursAgo * HOUR,
            expires_at: null,
            created_at: now,
          })
          .onConflict((oc) => oc.columns(['merchant_code', 'event_key']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!row) continue;
        for (const language of Object.keys(item.title) as Language[]) {
          await trx
            .insertInto('lobby_news_texts')
            .values({ news_id: row.id, language, title: item.title[language], body: item.body[language] })
            .execute();
        }
      }

      // The catalogue's newest games, reported the way the platform reports a game joining the catalogue.
      const fresh = await trx
        .selectFrom('games')
        .select('node_id')
        .where('merchant_code', '=', code)
        .where('is_new', '=', 1)
        .where('enabled', '=', 1)
        .orderBy('sort')
        .orderBy('node_id')
        .limit(NEW_GAME_NEWS)
        .execute();
      let hours = 1;
      for (const g of fresh) {
        await trx
          .insertInto('lobby_news')
          .values({
            merchant_code: code,
            kind: 'new_game',
            event_key: `new-game:${g.node_id}`,
            params: JSON.stringify({ nodeId: g.node_id }),
            link: null,
            published_at: now - hours * HOUR,
            expires_at: null,
            created_at: now,
          })
          .onConflict((oc) => oc.columns(['merchant_code', 'event_key']).doNothing())
          .execute();
        hours += 11;
      }
    });
  }
}
