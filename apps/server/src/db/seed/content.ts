import { PROMOTION_CATEGORIES } from '@lobby/contract';
import type { Kysely } from 'kysely';
import { sanitizeContentHtml } from '../../lib/sanitize-html.ts';
import type { Database } from '../schema.ts';

const DAY = 24 * 3600 * 1000;

const GROUP_OF: Record<string, string> = { B: 'banners', PL: 'player', PU: 'popup', PR: 'promotion', H: 'hot' };

interface Plan {
  key: string;
  type: 'B' | 'PL' | 'PU' | 'H';
  en: string;
  ty: string;
  /** days from the seed time; end null: no expiry */
  start: number;
  end: number | null;
}

/** 24 announcements per merchant; four sit outside their window (two expired, two not started) on purpose. */
const ANNOUNCEMENTS: Plan[] = [
  { key: 'b-welcome', type: 'B', en: 'Welcome to the lobby', ty: 'Maligayang pagdating sa lobby', start: -30, end: null },
  { key: 'b-weekend', type: 'B', en: 'Weekend jackpot race', ty: 'Karera ng jackpot sa Sabado at Linggo', start: -5, end: 25 },
  { key: 'b-live', type: 'B', en: 'Live casino nights', ty: 'Gabi ng live casino', start: -10, end: 50 },
  { key: 'b-fish', type: 'B', en: 'Fishing festival', ty: 'Pista ng pangingisda', start: -3, end: 30 },
  { key: 'b-old', type: 'B', en: 'Summer banner (ended)', ty: 'Banner ng tag-init (tapos na)', start: -120, end: -60 },
  { key: 'b-next', type: 'B', en: 'Holiday banner (coming soon)', ty: 'Banner ng pista (malapit na)', start: 10, end: 40 },
  { key: 'pl-maint', type: 'PL', en: 'Scheduled maintenance notice', ty: 'Paunawa sa nakatakdang maintenance', start: -2, end: 5 },
  { key: 'pl-deposit', type: 'PL', en: 'New deposit channels', ty: 'Mga bagong paraan ng deposito', start: -20, end: null },
  { key: 'pl-security', type: 'PL', en: 'Keep your account safe', ty: 'Panatilihing ligtas ang iyong account', start: -40, end: null },
  { key: 'pl-rules', type: 'PL', en: 'Updated terms of play', ty: 'Binagong mga tuntunin ng laro', start: -15, end: 60 },
  { key: 'pl-app', type: 'PL', en: 'Add the lobby to your home screen', ty: 'Idagdag ang lobby sa home screen', start: -7, end: null },
  { key: 'pl-vip', type: 'PL', en: 'VIP levels explained', ty: 'Paliwanag sa mga antas ng VIP', start: -12, end: 90 },
  { key: 'pl-old', type: 'PL', en: 'Old maintenance notice (ended)', ty: 'Lumang paunawa (tapos na)', start: -90, end: -30 },
  { key: 'pl-next', type: 'PL', en: 'Next month schedule (not yet)', ty: 'Iskedyul sa susunod na buwan (hindi pa)', start: 20, end: 50 },
  { key: 'pu-welcome', type: 'PU', en: 'Welcome bonus waiting', ty: 'May naghihintay na welcome bonus', start: -30, end: null },
  { key: 'pu-verify', type: 'PU', en: 'Verify your mobile number', ty: 'I-verify ang iyong numero', start: -10, end: 20 },
  { key: 'pu-age', type: 'PU', en: 'Play responsibly', ty: 'Maglaro nang responsable', start: -60, end: null },
  { key: 'pu-support', type: 'PU', en: 'Support is open 24/7', ty: 'Bukas ang suporta 24/7', start: -5, end: 45 },
  { key: 'h-new-games', type: 'H', en: 'New games this week', ty: 'Mga bagong laro ngayong linggo', start: -4, end: 10 },
  { key: 'h-top', type: 'H', en: 'Top winners today', ty: 'Mga nangungunang nanalo ngayon', start: -1, end: null },
  { key: 'h-lotto', type: 'H', en: 'Lotto draw results', ty: 'Resulta ng lotto draw', start: -6, end: 14 },
  { key: 'h-sports', type: 'H', en: 'Big match weekend', ty: 'Malaking laban ngayong weekend', start: -2, end: 6 },
  { key: 'h-slots', type: 'H', en: 'Slots tournament', ty: 'Torneo ng slots', start: -8, end: 22 },
  { key: 'h-bingo', type: 'H', en: 'Bingo evenings', ty: 'Gabi ng bingo', start: -9, end: null },
  { key: 'b-sports', type: 'B', en: 'Sports cashback week', ty: 'Linggo ng sports cashback', start: -6, end: 21 },
  { key: 'b-vip', type: 'B', en: 'VIP lounge is open', ty: 'Bukas na ang VIP lounge', start: -14, end: null },
  { key: 'pl-withdraw', type: 'PL', en: 'Faster withdrawals', ty: 'Mas mabilis na pag-withdraw', start: -9, end: null },
  { key: 'pl-limits', type: 'PL', en: 'Set your own deposit limits', ty: 'Itakda ang sariling limitasyon sa deposito', start: -25, end: null },
  { key: 'pu-app', type: 'PU', en: 'Get the app and claim 58', ty: 'Kunin ang app at makuha ang 58', start: -3, end: 30 },
  { key: 'pu-old', type: 'PU', en: 'Easter pop-up (ended)', ty: 'Pop-up ng Pasko ng Pagkabuhay (tapos na)', start: -200, end: -150 },
  { key: 'h-live', type: 'H', en: 'New live tables', ty: 'Mga bagong live table', start: -3, end: 27 },
  { key: 'h-fish', type: 'H', en: 'Fishing boss weekend', ty: 'Weekend ng fishing boss', start: -1, end: 9 },
];

const PROMO_NAMES: Record<string, [string, string]> = {
  new_player: ['New player welcome bonus', 'Bonus para sa bagong manlalaro'],
  deposit_promo: ['First deposit 100% bonus', '100% bonus sa unang deposito'],
  app_download: ['Download the app reward', 'Gantimpala sa pag-download ng app'],
  rng_promo: ['Slots daily cashback', 'Araw-araw na cashback sa slots'],
  live_promo: ['Live casino streak prize', 'Premyo sa sunod-sunod na panalo sa live casino'],
  pvp_promo: ['Card table challenge', 'Hamon sa mesa ng baraha'],
  sport_promo: ['Sports parlay insurance', 'Insurance sa sports parlay'],
  fish_promo: ['Fishing king bonus', 'Bonus ng hari ng pangingisda'],
  lotto_promo: ['Lotto lucky numbers', 'Masuwerteng numero sa lotto'],
  rebate_promo: ['Weekly rebate up to 1.2%', 'Lingguhang rebate hanggang 1.2%'],
  player_rank_rules: ['VIP rank rules', 'Mga tuntunin ng VIP rank'],
  point_mall: ['Point mall rewards', 'Mga gantimpala sa point mall'],
  brand_endorsement: ['Our brand ambassador', 'Ang aming brand ambassador'],
  other_promo: ['Birthday gift', 'Regalo sa kaarawan'],
};

/**
 * The body of a seeded article: a bold lead, the rules and a contact line. The lead is not the title (the
 * screens show the title above the body already).
 */
function body(_title: string, lang: 'EN' | 'TY'): string {
  return lang === 'EN'
    ? `<p><strong>Good to know</strong></p><ul><li>Open to every verified member.</li><li>Read the <a href="/m/help">help centre</a> for the rules.</li></ul><p>Questions? <a href="mailto:support@example.com">Write to support</a>.</p>`
    : `<p><strong>Dapat malaman</strong></p><ul><li>Bukas sa bawat beripikadong miyembro.</li><li>Basahin ang <a href="/m/help">help centre</a> para sa mga tuntunin.</li></ul><p>May tanong? <a href="mailto:support@example.com">Sumulat sa suporta</a>.</p>`;
}

const HELP: { tag: string; en: string; ty: string; children: { tag: string; en: string; ty: string }[] }[] = [
  {
    tag: 'account',
    en: 'Account',
    ty: 'Account',
    children: [
      { tag: 'account-register', en: 'How to register', ty: 'Paano magrehistro' },
      { tag: 'account-password', en: 'Forgot password', ty: 'Nakalimutan ang password' },
    ],
  },
  {
    tag: 'deposit',
    en: 'Deposit',
    ty: 'Deposito',
    children: [
      { tag: 'deposit-methods', en: 'Deposit methods', ty: 'Mga paraan ng deposito' },
      { tag: 'deposit-missing', en: 'Deposit not credited', ty: 'Hindi pumasok ang deposito' },
    ],
  },
  {
    tag: 'withdrawal',
    en: 'Withdrawal',
    ty: 'Pag-withdraw',
    children: [
      { tag: 'withdrawal-time', en: 'How long withdrawals take', ty: 'Gaano katagal ang pag-withdraw' },
      { tag: 'withdrawal-limits', en: 'Withdrawal limits', ty: 'Mga limitasyon sa pag-withdraw' },
    ],
  },
  {
    tag: 'games',
    en: 'Games',
    ty: 'Mga laro',
    children: [
      { tag: 'games-trial', en: 'Playing for free', ty: 'Paglalaro nang libre' },
      { tag: 'games-fair', en: 'Fair play', ty: 'Patas na laro' },
    ],
  },
  {
    tag: 'promotions',
    en: 'Promotions',
    ty: 'Mga promosyon',
    children: [
      { tag: 'promotions-apply', en: 'Applying for a promotion', ty: 'Pag-apply sa promosyon' },
      { tag: 'promotions-rebate', en: 'How rebates work', ty: 'Paano gumagana ang rebate' },
    ],
  },
];

/**
 * Announcements (24 a merchant, four outside their window), 22 promotions (type PR: every category, two
 * outside their window) and a help centre of 15 articles, in EN and TY, for every merchant. Idempotent:
 * stored rows (by seed key) are left alone. HTML goes through the repository, which sanitizes it.
 */
export async function seedContent(db: Kysely<Database>, now: number): Promise<void> {
  const repo = seedWriter(db);
  const merchants = await db.selectFrom('merchants').select('code').orderBy('code').execute();
  for (const { code } of merchants) {
    let sort = 0;
    for (const a of ANNOUNCEMENTS) {
      sort += 1;
      const { id, inserted } = await repo.upsert(
        {
          merchantCode: code,
          seedKey: a.key,
          type: a.type,
          groupName: GROUP_OF[a.type] ?? 'player',
          startAt: now + a.start * DAY,
          endAt: a.end === null ? null : now + a.end * DAY,
          noExpiry: a.end === null,
          sort,
          images: [],
          texts: { EN: { title: a.en, content: body(a.en, 'EN') }, TY: { title: a.ty, content: body(a.ty, 'TY') } },
        },
        now,
        { keepExisting: true },
      );
      // Banners carry artwork (the same server-made card as promotions).
      if (inserted && a.type === 'B') await repo.setImages(id, [{ sequence: 1, url: `/media/promotions/${id}.svg` }]);
    }
    // 14 categories, then 8 more: 22 promotions; the last two are expired and not yet started.
    const categories = [...PROMOTION_CATEGORIES, ...PROMOTION_CATEGORIES.slice(0, 8)];
    for (const [i, category] of categories.entries()) {
      const [en, ty] = PROMO_NAMES[category] ?? ['Promotion', 'Promosyon'];
      const round = i >= PROMOTION_CATEGORIES.length ? ' II' : '';
      const start = i === categories.length - 1 ? 15 : i === categories.length - 2 ? -90 : -20 + i;
      const end = i === categories.length - 2 ? -10 : i % 3 === 0 ? null : 60 + i;
      const { id, inserted } = await repo.upsert(
        {
          merchantCode: code,
          seedKey: `pr-${i + 1}`,
          type: 'PR',
          groupName: 'promotion',
          category,
          startAt: now + start * DAY,
          endAt: end === null ? null : now + end * DAY,
          noExpiry: end === null,
          sort: 100 + i,
          images: [],
          texts: {
            EN: { title: `${en}${round}`, content: body(`${en}${round}`, 'EN') },
            TY: { title: `${ty}${round}`, content: body(`${ty}${round}`, 'TY') },
          },
        },
        now,
        { keepExisting: true },
      );
      if (inserted) await repo.setImages(id, [{ sequence: 1, url: `/media/promotions/${id}.svg` }]);
    }
    for (const lang of ['EN', 'TY'] as const) {
      let order = 0;
      for (const top of HELP) {
        order += 1;
        const title = lang === 'EN' ? top.en : top.ty;
        await repo.upsertHelp({
          merchantCode: code,
          language: lang,
          tag: top.tag,
          parentTag: null,
          title,
          content: body(title, lang),
          sort: order,
        });
        for (const child of top.children) {
          order += 1;
          const childTitle = lang === 'EN' ? child.en : child.ty;
          await repo.upsertHelp({
            merchantCode: code,
            language: lang,
            tag: child.tag,
            parentTag: top.tag,
            title: childTitle,
            content: body(childTitle, lang),
            sort: order,
          });
        }
      }
    }
  }
}

interface SeedAnnouncement {
  merchantCode: string;
  seedKey: string;
  type: string;
  groupName: string;
  category?: string;
  startAt: number;
  endAt: number | null;
  noExpiry: boolean;
  sort: number;
  images: { sequence: number; url: string }[];
  texts: Record<string, { title: string; content: string }>;
}

/** Writes for the seed (the database layer does not use module repositories); HTML sanitized here too. */
function seedWriter(db: Kysely<Database>) {
  return {
    /** Inserts an announcement unless its seed key is stored (then nothing changes). */
    async upsert(a: SeedAnnouncement, now: number, _options: { keepExisting: true }) {
      return db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom('announcements')
          .select('id')
          .where('merchant_code', '=', a.merchantCode)
          .where('seed_key', '=', a.seedKey)
          .executeTakeFirst();
        if (existing) return { id: existing.id, inserted: false };
        const row = await trx
          .insertInto('announcements')
          .values({
            merchant_code: a.merchantCode,
            seed_key: a.seedKey,
            type: a.type,
            group_name: a.groupName,
            category: a.category ?? null,
            platform: 'M',
            start_at: a.startAt,
            end_at: a.noExpiry ? null : a.endAt,
            no_expiry: a.noExpiry ? 1 : 0,
            sort: a.sort,
            images: JSON.stringify(a.images),
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const [language, text] of Object.entries(a.texts)) {
          await trx
            .insertInto('announcement_texts')
            .values({ announcement_id: row.id, language, title: text.title, content: sanitizeContentHtml(text.content) })
            .execute();
        }
        return { id: row.id, inserted: true };
      });
    },

    async setImages(id: number, images: { sequence: number; url: string }[]): Promise<void> {
      await db.updateTable('announcements').set({ images: JSON.stringify(images) }).where('id', '=', id).execute();
    },

    /** Inserts a help article unless (merchant, language, tag) is stored. */
    async upsertHelp(h: {
      merchantCode: string;
      language: string;
      tag: string;
      parentTag: string | null;
      title: string;
      content: string;
      sort: number;
    }): Promise<void> {
      await db
        .insertInto('help_articles')
        .values({
          merchant_code: h.merchantCode,
          language: h.language,
          tag: h.tag,
          parent_tag: h.parentTag,
          title: h.title,
          content: sanitizeContentHtml(h.content),
          sort: h.sort,
        })
        .onConflict((oc) => oc.columns(['merchant_code', 'language', 'tag']).doNothing())
        .execute();
    },
  };
}
