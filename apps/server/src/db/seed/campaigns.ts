import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

const DAY = 86_400_000;

interface SeedCampaign {
  /** the seeded promotion page it stands behind (content.ts's pr-N, or one of PAGES below) */
  page: string;
  name: string;
  kind: string;
  config: Record<string, unknown>;
  budgetCents: number | null;
  codes?: string[];
}

type Texts = Record<'EN' | 'CN' | 'TW' | 'TY' | 'VI' | 'TH' | 'ID', { title: string; content: string }>;
const texts = (rows: Array<[keyof Texts, string, string]>): Texts =>
  Object.fromEntries(rows.map(([l, title, body]) => [l, { title, content: `<p>${body}</p>` }])) as Texts;

/** Pages of their own for the campaigns no seeded promotion describes. */
const PAGES: Record<string, { category: string; texts: Texts }> = {
  'campaign-reload': {
    category: 'deposit_promo',
    texts: texts([
      ['EN', 'Reload bonus 50%', 'Every day, 50% of your next deposit of ₱100 or more, up to ₱1,000. Enter RELOAD50 or choose it when you deposit.'],
      ['CN', '续充奖金 50%', '每天一次，下一笔 ₱100 以上存款可得 50% 奖金，最高 ₱1,000。输入 RELOAD50 或在存款时选择。'],
      ['TW', '續儲獎金 50%', '每天一次，下一筆 ₱100 以上存款可得 50% 獎金，最高 ₱1,000。輸入 RELOAD50 或在存款時選擇。'],
      ['TY', 'Reload bonus 50%', 'Araw-araw, 50% ng susunod mong deposito na ₱100 pataas, hanggang ₱1,000. I-enter ang RELOAD50 o piliin ito sa deposito.'],
      ['VI', 'Thưởng nạp lại 50%', 'Mỗi ngày, 50% khoản nạp tiếp theo từ ₱100, tối đa ₱1,000. Nhập RELOAD50 hoặc chọn khi nạp tiền.'],
      ['TH', 'โบนัสฝากซ้ำ 50%', 'ทุกวัน รับ 50% ของยอดฝากครั้งถัดไปตั้งแต่ ₱100 สูงสุด ₱1,000 ใส่รหัส RELOAD50 หรือเลือกตอนฝาก'],
      ['ID', 'Bonus isi ulang 50%', 'Setiap hari, 50% dari deposit berikutnya mulai ₱100, hingga ₱1.000. Masukkan RELOAD50 atau pilih saat deposit.'],
    ]),
  },
  'campaign-spins': {
    category: 'rng_promo',
    texts: texts([
      ['EN', '10 free spins', 'Ten spins on us on a featured slot. What they win is bonus money: wager it 20 times to cash it.'],
      ['CN', '10 次免费旋转', '精选老虎机 10 次免费旋转。所赢为奖金，完成 20 倍流水即可提现。'],
      ['TW', '10 次免費旋轉', '精選老虎機 10 次免費旋轉。所贏為獎金，完成 20 倍流水即可提現。'],
      ['TY', '10 libreng spin', 'Sampung spin na libre sa isang featured slot. Ang panalo ay bonus money: itaya ito ng 20 beses para maging cash.'],
      ['VI', '10 vòng quay miễn phí', 'Mười vòng quay miễn phí trên một slot nổi bật. Tiền thắng là tiền thưởng: cược 20 lần để rút.'],
      ['TH', 'ฟรีสปิน 10 ครั้ง', 'หมุนฟรี 10 ครั้งบนสล็อตแนะนำ เงินที่ชนะเป็นโบนัส ทำเทิร์น 20 เท่าเพื่อถอน'],
      ['ID', '10 putaran gratis', 'Sepuluh putaran gratis di slot pilihan. Kemenangannya adalah uang bonus: taruhkan 20 kali untuk mencairkannya.'],
    ]),
  },
  'campaign-dice': {
    category: 'other_promo',
    texts: texts([
      ['EN', '5 free bets on Dice', 'Five ₱2 rolls of Dice, provably fair and paid by us. Turn the free bet on in the Dice bet panel.'],
      ['CN', '骰子 5 次免费投注', '5 次 ₱2 骰子免费投注，可验证公平。在骰子下注面板开启免费投注。'],
      ['TW', '骰子 5 次免費投注', '5 次 ₱2 骰子免費投注，可驗證公平。在骰子下注面板開啟免費投注。'],
      ['TY', '5 libreng taya sa Dice', 'Limang ₱2 na roll ng Dice, provably fair at kami ang magbabayad. I-on ang free bet sa bet panel ng Dice.'],
      ['VI', '5 cược miễn phí Dice', 'Năm lượt Dice ₱2, công bằng có thể kiểm chứng, do chúng tôi trả. Bật cược miễn phí trong bảng cược Dice.'],
      ['TH', 'เดิมพันฟรี Dice 5 ครั้ง', 'ทอย Dice ฟรี 5 ครั้ง ครั้งละ ₱2 ตรวจสอบความยุติธรรมได้ เปิดเดิมพันฟรีในแผงเดิมพัน Dice'],
      ['ID', '5 taruhan gratis di Dice', 'Lima lemparan Dice ₱2, adil dan dapat dibuktikan, kami yang bayar. Aktifkan taruhan gratis di panel taruhan Dice.'],
    ]),
  },
};

/**
 * The most an approval pays on the seeded pages of each category that have no campaign of their own (an
 * operator sets the amount of each approval up to it). The first deposit's page describes the bonus paid by
 * rule; the VIP rules and the brand ambassador give nothing: no campaign stands behind those.
 */
const APPLY_MAX: Record<string, string> = {
  new_player: '100.00',
  app_download: '58.00',
  rng_promo: '200.00',
  live_promo: '500.00',
  pvp_promo: '1000.00',
  sport_promo: '500.00',
  fish_promo: '888.00',
  lotto_promo: '200.00',
  rebate_promo: '300.00',
  other_promo: '188.00',
};

/** The campaign's page: a seeded promotion's, or one made here once (with the server-made artwork). */
async function pageOf(db: Kysely<Database>, merchantCode: string, key: string, now: number) {
  const found = await db.selectFrom('announcements').select(['id', 'start_at', 'end_at']).where('merchant_code', '=', merchantCode).where('seed_key', '=', key).executeTakeFirst();
  const spec = PAGES[key];
  if (found || !spec) return found;
  const row = await db
    .insertInto('announcements')
    .values({
      merchant_code: merchantCode,
      seed_key: key,
      type: 'PR',
      group_name: 'promotion',
      category: spec.category,
      platform: 'M',
      start_at: now - DAY,
      end_at: null,
      no_expiry: 1,
      // after the seeded promotions
      sort: 200,
      images: '[]',
      created_at: now,
    })
    .returning(['id', 'start_at', 'end_at'])
    .executeTakeFirstOrThrow();
  await db.updateTable('announcements').set({ images: JSON.stringify([{ sequence: 1, url: `/media/promotions/${row.id}.svg` }]) }).where('id', '=', row.id).execute();
  await db
    .insertInto('announcement_texts')
    // every language, as the seeded content is (a brand that adds one later has its text)
    .values(Object.entries(spec.texts).map(([language, t]) => ({ announcement_id: row.id, language, title: t.title, content: t.content })))
    .execute();
  return row;
}

const wagering = (multiplier: number, base: 'bonus' | 'bonus_deposit', maxStake: string | null, expiryDays: number) => ({
  multiplier,
  base,
  contributions: { RNG: 100, FISH: 100, BINGO: 100, INHOUSE: 50, SPORTS: 50, ESPORTS: 50, LIVE: 10, PVP: 10 },
  maxStake,
  expiryDays,
});
const anyone = (patch: Record<string, unknown> = {}) => ({
  segmentId: null,
  vipMin: null,
  vipMax: null,
  countries: [],
  languages: [],
  firstTimeOnly: false,
  perPlayer: 'once',
  budget: null,
  requiresCode: false,
  ...patch,
});

/**
 * The demo's campaigns: behind seeded promotion pages that describe them (the new player's welcome, on the
 * code WELCOME88; the slots' daily cashback; the live casino prize, applied for and reviewed), on pages
 * of their own (a daily reload match, also on the code RELOAD50; free spins on a slot; free bets on Dice),
 * and an apply-and-review campaign behind every other seeded page that promises money. Demo only (SEED_DEMO): a production install starts with none,
 * since a published campaign pays real money. Kept as operators left them on a later start.
 */
export async function seedCampaigns(db: Kysely<Database>, now: number): Promise<void> {
  const merchants = await db.selectFrom('merchants').select('code').orderBy('code').execute();
  for (const { code } of merchants) {
    const slot = await db
      .selectFrom('games')
      .select(['node_id', 'vassalage'])
      .where('merchant_code', '=', code)
      .where('game_type', '=', 'RNG')
      .where('game_classify', '=', 'SLOT')
      .where('enabled', '=', 1)
      .orderBy('id')
      .executeTakeFirst();
    const dice = await db.selectFrom('games').select(['node_id', 'vassalage']).where('merchant_code', '=', code).where('game_code', '=', 'BGS_04').executeTakeFirst();
    const list: SeedCampaign[] = [
      {
        page: 'campaign-reload',
        name: 'Reload 50%',
        kind: 'deposit_match',
        config: {
          kind: 'deposit_match',
          deposit: { which: 'reload', nth: null, percent: 50, cap: '1000.00', minDeposit: '100.00' },
          wagering: wagering(5, 'bonus_deposit', '500.00', 14),
          eligibility: anyone({ perPlayer: 'daily' }),
        },
        budgetCents: 10_000_000,
        codes: ['RELOAD50'],
      },
      {
        page: 'pr-1',
        name: 'Welcome code',
        kind: 'code',
        config: { kind: 'code', amount: '88.00', wagering: wagering(10, 'bonus', '200.00', 7), eligibility: anyone({ requiresCode: true }) },
        budgetCents: 5_000_000,
        codes: ['WELCOME88'],
      },
      {
        page: 'pr-4',
        name: 'Slots daily cashback 5%',
        kind: 'cashback',
        config: {
          kind: 'cashback',
          cashback: { percent: 5, period: 'day', minLoss: '100.00', cap: '5000.00' },
          wagering: wagering(1, 'bonus', null, 7),
          eligibility: anyone({ perPlayer: 'unlimited' }),
        },
        budgetCents: null,
      },
      {
        page: 'pr-5',
        name: 'Live casino loyalty (apply)',
        kind: 'apply',
        config: { kind: 'apply', maxAmount: '500.00', wagering: wagering(3, 'bonus', null, 14), eligibility: anyone() },
        budgetCents: 2_000_000,
      },
    ];
    if (slot) {
      list.push({
        page: 'campaign-spins',
        name: '10 free spins',
        kind: 'free_spins',
        config: {
          kind: 'free_spins',
          freeRounds: { games: [{ vendor: slot.vassalage, code: slot.node_id }], count: 10, stake: '1.00' },
          wagering: wagering(20, 'bonus', '100.00', 7),
          eligibility: anyone(),
        },
        budgetCents: 1_000_000,
      });
    }
    if (dice) {
      list.push({
        page: 'campaign-dice',
        name: 'Free bets on Dice',
        kind: 'free_bet',
        config: {
          kind: 'free_bet',
          freeRounds: { games: [{ vendor: dice.vassalage, code: dice.node_id }], count: 5, stake: '2.00' },
          wagering: wagering(5, 'bonus', null, 7),
          eligibility: anyone(),
        },
        budgetCents: 1_000_000,
      });
    }
    // every other seeded page that promises money is applied for and reviewed: the approval pays it
    const others = await db
      .selectFrom('announcements')
      .innerJoin('announcement_texts', 'announcement_texts.announcement_id', 'announcements.id')
      .select(['announcements.seed_key', 'announcements.category', 'announcement_texts.title'])
      .where('announcements.merchant_code', '=', code)
      .where('announcements.type', '=', 'PR')
      .where('announcements.seed_key', 'like', 'pr-%')
      .where('announcement_texts.language', '=', 'EN')
      .orderBy('announcements.id')
      .execute();
    for (const o of others) {
      const max = o.category === null ? undefined : APPLY_MAX[o.category];
      if (!o.seed_key || max === undefined || list.some((c) => c.page === o.seed_key)) continue;
      list.push({
        page: o.seed_key,
        name: `${o.title} (apply)`,
        kind: 'apply',
        config: { kind: 'apply', maxAmount: max, wagering: wagering(3, 'bonus', null, 14), eligibility: anyone() },
        budgetCents: 2_000_000,
      });
    }
    for (const c of list) {
      const page = await pageOf(db, code, c.page, now);
      if (!page) continue;
      const taken = await db.selectFrom('bonus_campaigns').select('id').where('announcement_id', '=', page.id).executeTakeFirst();
      if (taken) continue;
      const config = { ...c.config, eligibility: { ...(c.config.eligibility as object), budget: c.budgetCents === null ? null : (c.budgetCents / 100).toFixed(2) } };
      const row = await db
        .insertInto('bonus_campaigns')
        .values({
          merchant_code: code,
          name: c.name,
          kind: c.kind,
          state: 'published',
          // cashback pays closed days from its start: the demo's starts today
          start_at: c.kind === 'cashback' ? now - DAY : Math.min(Number(page.start_at), now),
          end_at: page.end_at === null ? null : Number(page.end_at),
          announcement_id: page.id,
          config: JSON.stringify(config),
          budget_cents: c.budgetCents,
          spent_cents: 0,
          paid_through: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const text of c.codes ?? []) {
        await db
          .insertInto('bonus_codes')
          .values({ merchant_code: code, campaign_id: row.id, code: text, max_uses: null, uses: 0, expires_at: null, created_at: now })
          .onConflict((oc) => oc.columns(['merchant_code', 'code']).doNothing())
          .execute();
      }
    }
  }
}
