import { FIRST_DEPOSIT_BONUS_PERCENT, LANGUAGES, PROMOTION_CATEGORIES } from '@lobby/contract';
import type { Language, PromotionCategory } from '@lobby/contract';
import type { Kysely } from 'kysely';
import { sanitizeContentHtml } from '../../lib/sanitize-html.ts';
import type { Database } from '../schema.ts';
import { ANNOUNCEMENT_BODIES, HELP_BODIES, PROMOTION_BODIES, SIGN_OFF } from './content-bodies.ts';

const DAY = 24 * 3600 * 1000;

const GROUP_OF: Record<string, string> = { B: 'banners', PL: 'player', PU: 'popup', PR: 'promotion', H: 'hot' };

/** A text in every platform language, in LANGUAGES order: EN, CN, TW, TY, VI, TH, ID. */
type Texts = Record<Language, string>;

function t(EN: string, CN: string, TW: string, TY: string, VI: string, TH: string, ID: string): Texts {
  return { EN, CN, TW, TY, VI, TH, ID };
}

interface Plan {
  key: string;
  type: 'B' | 'PL' | 'PU' | 'H';
  title: Texts;
  /** days from the seed time; end null: no expiry */
  start: number;
  end: number | null;
}

/** 32 announcements per merchant; five sit outside their window (three ended, two not started) on purpose. */
export const ANNOUNCEMENTS: readonly Plan[] = [
  { key: 'b-welcome', type: 'B', start: -30, end: null, title: t('Welcome to the lobby', '欢迎来到游戏大厅', '歡迎來到遊戲大廳', 'Maligayang pagdating sa lobby', 'Chào mừng bạn đến với sảnh game', 'ยินดีต้อนรับสู่ล็อบบี้', 'Selamat datang di lobi') },
  { key: 'b-weekend', type: 'B', start: -5, end: 25, title: t('Weekend jackpot race', '周末奖池争霸赛', '週末彩金爭霸賽', 'Karera ng jackpot sa Sabado at Linggo', 'Đua jackpot cuối tuần', 'ศึกชิงแจ็คพอตสุดสัปดาห์', 'Balapan jackpot akhir pekan') },
  { key: 'b-live', type: 'B', start: -10, end: 50, title: t('Live casino nights', '真人娱乐场之夜', '真人娛樂場之夜', 'Gabi ng live casino', 'Đêm Live Casino', 'ค่ำคืนคาสิโนสด', 'Malam live casino') },
  { key: 'b-fish', type: 'B', start: -3, end: 30, title: t('Fishing festival', '捕鱼嘉年华', '捕魚嘉年華', 'Pista ng pangingisda', 'Lễ hội bắn cá', 'เทศกาลยิงปลา', 'Festival tembak ikan') },
  { key: 'b-old', type: 'B', start: -120, end: -60, title: t('Summer banner (ended)', '夏日横幅（已结束）', '夏日橫幅（已結束）', 'Banner ng tag-init (tapos na)', 'Banner mùa hè (đã kết thúc)', 'แบนเนอร์ฤดูร้อน (สิ้นสุดแล้ว)', 'Banner musim panas (berakhir)') },
  { key: 'b-next', type: 'B', start: 10, end: 40, title: t('Holiday banner (coming soon)', '节日横幅（即将上线）', '節日橫幅（即將上線）', 'Banner ng pista (malapit na)', 'Banner ngày lễ (sắp ra mắt)', 'แบนเนอร์วันหยุด (เร็ว ๆ นี้)', 'Banner liburan (segera hadir)') },
  { key: 'pl-maint', type: 'PL', start: -2, end: 5, title: t('Scheduled maintenance notice', '系统例行维护公告', '系統例行維護公告', 'Paunawa sa nakatakdang maintenance', 'Thông báo bảo trì định kỳ', 'ประกาศปิดปรับปรุงระบบตามกำหนด', 'Pemberitahuan pemeliharaan terjadwal') },
  { key: 'pl-deposit', type: 'PL', start: -20, end: null, title: t('New deposit channels', '新增充值渠道', '新增儲值管道', 'Mga bagong paraan ng deposito', 'Kênh nạp tiền mới', 'ช่องทางฝากเงินใหม่', 'Metode deposit baru') },
  { key: 'pl-security', type: 'PL', start: -40, end: null, title: t('Keep your account safe', '保障您的账户安全', '保障您的帳戶安全', 'Panatilihing ligtas ang iyong account', 'Bảo vệ tài khoản của bạn', 'รักษาบัญชีของคุณให้ปลอดภัย', 'Jaga keamanan akun Anda') },
  { key: 'pl-rules', type: 'PL', start: -15, end: 60, title: t('Updated terms of play', '游戏条款更新', '遊戲條款更新', 'Binagong mga tuntunin ng laro', 'Cập nhật điều khoản chơi', 'อัปเดตข้อกำหนดการเล่น', 'Pembaruan syarat bermain') },
  { key: 'pl-app', type: 'PL', start: -7, end: null, title: t('Add the lobby to your home screen', '将大厅添加到主屏幕', '將大廳加入主畫面', 'Idagdag ang lobby sa home screen', 'Thêm sảnh game vào màn hình chính', 'เพิ่มล็อบบี้ไว้ที่หน้าจอหลัก', 'Tambahkan lobi ke layar utama') },
  { key: 'pl-vip', type: 'PL', start: -12, end: 90, title: t('VIP levels explained', 'VIP 等级说明', 'VIP 等級說明', 'Paliwanag sa mga antas ng VIP', 'Giải thích các cấp VIP', 'อธิบายระดับ VIP', 'Penjelasan level VIP') },
  { key: 'pl-old', type: 'PL', start: -90, end: -30, title: t('Old maintenance notice (ended)', '旧维护公告（已结束）', '舊維護公告（已結束）', 'Lumang paunawa (tapos na)', 'Thông báo bảo trì cũ (đã kết thúc)', 'ประกาศปิดปรับปรุงเดิม (สิ้นสุดแล้ว)', 'Pemberitahuan pemeliharaan lama (berakhir)') },
  { key: 'pl-next', type: 'PL', start: 20, end: 50, title: t('Next month schedule (not yet)', '下月活动安排（尚未开始）', '下月活動安排（尚未開始）', 'Iskedyul sa susunod na buwan (hindi pa)', 'Lịch tháng sau (chưa bắt đầu)', 'ตารางกิจกรรมเดือนหน้า (ยังไม่เริ่ม)', 'Jadwal bulan depan (belum dimulai)') },
  { key: 'pu-welcome', type: 'PU', start: -30, end: null, title: t('Welcome bonus waiting', '迎新彩金等您领取', '迎新彩金等您領取', 'May naghihintay na welcome bonus', 'Thưởng chào mừng đang chờ bạn', 'โบนัสต้อนรับรอคุณอยู่', 'Bonus sambutan menanti Anda') },
  { key: 'pu-verify', type: 'PU', start: -10, end: 20, title: t('Verify your mobile number', '验证您的手机号码', '驗證您的手機號碼', 'I-verify ang iyong numero', 'Xác minh số điện thoại của bạn', 'ยืนยันเบอร์โทรศัพท์มือถือของคุณ', 'Verifikasi nomor ponsel Anda') },
  { key: 'pu-age', type: 'PU', start: -60, end: null, title: t('Play responsibly', '理性娱乐，适度游戏', '理性娛樂，適度遊戲', 'Maglaro nang responsable', 'Chơi có trách nhiệm', 'เล่นอย่างมีความรับผิดชอบ', 'Bermain secara bertanggung jawab') },
  { key: 'pu-support', type: 'PU', start: -5, end: 45, title: t('Support is open 24/7', '客服 24/7 全天候在线', '客服 24/7 全天候在線', 'Bukas ang suporta 24/7', 'Hỗ trợ khách hàng 24/7', 'ฝ่ายบริการลูกค้าพร้อมดูแล 24/7', 'Layanan bantuan buka 24/7') },
  { key: 'h-new-games', type: 'H', start: -4, end: 10, title: t('New games this week', '本周新游戏', '本週新遊戲', 'Mga bagong laro ngayong linggo', 'Game mới trong tuần', 'เกมใหม่ประจำสัปดาห์', 'Game baru minggu ini') },
  { key: 'h-top', type: 'H', start: -1, end: null, title: t('Top winners today', '今日大奖得主', '今日大獎得主', 'Mga nangungunang nanalo ngayon', 'Người thắng lớn hôm nay', 'ผู้ชนะสูงสุดวันนี้', 'Pemenang teratas hari ini') },
  { key: 'h-lotto', type: 'H', start: -6, end: 14, title: t('Lotto draw results', '彩票开奖结果', '彩票開獎結果', 'Resulta ng lotto draw', 'Kết quả xổ số', 'ผลการออกรางวัลลอตเตอรี่', 'Hasil undian lotto') },
  { key: 'h-sports', type: 'H', start: -2, end: 6, title: t('Big match weekend', '周末焦点赛事', '週末焦點賽事', 'Malaking laban ngayong weekend', 'Cuối tuần đại chiến', 'สุดสัปดาห์บิ๊กแมตช์', 'Akhir pekan laga besar') },
  { key: 'h-slots', type: 'H', start: -8, end: 22, title: t('Slots tournament', '老虎机锦标赛', '老虎機錦標賽', 'Torneo ng slots', 'Giải đấu slot', 'ทัวร์นาเมนต์สล็อต', 'Turnamen slot') },
  { key: 'h-bingo', type: 'H', start: -9, end: null, title: t('Bingo evenings', '宾果之夜', '賓果之夜', 'Gabi ng bingo', 'Đêm bingo', 'ค่ำคืนบิงโก', 'Malam bingo') },
  { key: 'b-sports', type: 'B', start: -6, end: 21, title: t('Sports cashback week', '体育返现周', '體育返現週', 'Linggo ng sports cashback', 'Tuần hoàn tiền thể thao', 'สัปดาห์แคชแบ็กกีฬา', 'Minggu cashback olahraga') },
  { key: 'b-vip', type: 'B', start: -14, end: null, title: t('VIP lounge is open', 'VIP 贵宾厅现已开放', 'VIP 貴賓廳現已開放', 'Bukas na ang VIP lounge', 'Phòng chờ VIP đã mở cửa', 'VIP เลานจ์เปิดให้บริการแล้ว', 'Lounge VIP kini dibuka') },
  { key: 'pl-withdraw', type: 'PL', start: -9, end: null, title: t('Faster withdrawals', '提现更快到账', '提款更快到帳', 'Mas mabilis na pag-withdraw', 'Rút tiền nhanh hơn', 'ถอนเงินได้เร็วขึ้น', 'Penarikan lebih cepat') },
  { key: 'pl-limits', type: 'PL', start: -25, end: null, title: t('Set your own deposit limits', '自行设置充值限额', '自行設定儲值限額', 'Itakda ang sariling limitasyon sa deposito', 'Tự đặt hạn mức nạp tiền', 'กำหนดวงเงินฝากของคุณเอง', 'Atur sendiri batas deposit Anda') },
  { key: 'pu-app', type: 'PU', start: -3, end: 30, title: t('Get the app and claim 58', '下载 App 领取 58', '下載 App 領取 58', 'Kunin ang app at makuha ang 58', 'Tải ứng dụng, nhận ngay 58', 'โหลดแอปรับทันที 58', 'Unduh aplikasinya dan klaim 58') },
  { key: 'pu-old', type: 'PU', start: -200, end: -150, title: t('Easter pop-up (ended)', '复活节弹窗（已结束）', '復活節彈窗（已結束）', 'Pop-up ng Pasko ng Pagkabuhay (tapos na)', 'Pop-up lễ Phục Sinh (đã kết thúc)', 'ป๊อปอัปอีสเตอร์ (สิ้นสุดแล้ว)', 'Pop-up Paskah (berakhir)') },
  { key: 'h-live', type: 'H', start: -3, end: 27, title: t('New live tables', '全新真人牌桌', '全新真人牌桌', 'Mga bagong live table', 'Bàn live mới', 'โต๊ะไลฟ์ใหม่', 'Meja live baru') },
  { key: 'h-fish', type: 'H', start: -1, end: 9, title: t('Fishing boss weekend', '捕鱼 Boss 周末', '捕魚 Boss 週末', 'Weekend ng fishing boss', 'Cuối tuần săn boss bắn cá', 'สุดสัปดาห์ล่าบอสยิงปลา', 'Akhir pekan bos tembak ikan') },
];

/** A promotion's name per category (the type makes a missing category or language a compile error). */
export const PROMO_NAMES: Record<PromotionCategory, Texts> = {
  new_player: t('New player welcome bonus', '新会员迎新彩金', '新會員迎新彩金', 'Bonus para sa bagong manlalaro', 'Thưởng chào mừng thành viên mới', 'โบนัสต้อนรับสมาชิกใหม่', 'Bonus sambutan member baru'),
  deposit_promo: t('First deposit {percent}% bonus', '首充 {percent}% 奖金', '首儲 {percent}% 獎金', '{percent}% bonus sa unang deposito', 'Thưởng {percent}% lần nạp đầu', 'โบนัสฝากแรก {percent}%', 'Bonus {percent}% deposit pertama'),
  app_download: t('Download the app reward', '下载 App 奖励', '下載 App 獎勵', 'Gantimpala sa pag-download ng app', 'Thưởng tải ứng dụng', 'รางวัลดาวน์โหลดแอป', 'Hadiah unduh aplikasi'),
  rng_promo: t('Slots daily cashback', '老虎机每日返现', '老虎機每日返現', 'Araw-araw na cashback sa slots', 'Hoàn tiền slot hằng ngày', 'แคชแบ็กสล็อตรายวัน', 'Cashback slot harian'),
  live_promo: t('Live casino streak prize', '真人娱乐连赢奖', '真人娛樂連贏獎', 'Premyo sa sunod-sunod na panalo sa live casino', 'Thưởng chuỗi thắng Live Casino', 'รางวัลชนะต่อเนื่องคาสิโนสด', 'Hadiah kemenangan beruntun live casino'),
  pvp_promo: t('Card table challenge', '棋牌挑战赛', '棋牌挑戰賽', 'Hamon sa mesa ng baraha', 'Thử thách bàn bài', 'ชาเลนจ์โต๊ะไพ่', 'Tantangan meja kartu'),
  sport_promo: t('Sports parlay insurance', '体育串关保险', '體育過關保險', 'Insurance sa sports parlay', 'Bảo hiểm cược xiên thể thao', 'ประกันบอลสเต็ป', 'Asuransi parlay olahraga'),
  fish_promo: t('Fishing king bonus', '捕鱼王奖金', '捕魚王獎金', 'Bonus ng hari ng pangingisda', 'Thưởng vua bắn cá', 'โบนัสราชันย์ยิงปลา', 'Bonus raja tembak ikan'),
  lotto_promo: t('Lotto lucky numbers', '彩票幸运号码', '彩票幸運號碼', 'Masuwerteng numero sa lotto', 'Số may mắn xổ số', 'เลขนำโชคลอตเตอรี่', 'Angka keberuntungan lotto'),
  rebate_promo: t('Weekly rebate up to 1.2%', '每周返水高达 1.2%', '每週返水高達 1.2%', 'Lingguhang rebate hanggang 1.2%', 'Hoàn trả hằng tuần lên đến 1,2%', 'คืนยอดเล่นรายสัปดาห์สูงสุด 1.2%', 'Rebate mingguan hingga 1,2%'),
  player_rank_rules: t('VIP rank rules', 'VIP 等级规则', 'VIP 等級規則', 'Mga tuntunin ng VIP rank', 'Quy định cấp bậc VIP', 'กฎการจัดระดับ VIP', 'Aturan peringkat VIP'),
  point_mall: t('Point mall rewards', '积分商城奖励', '積分商城獎勵', 'Mga gantimpala sa point mall', 'Phần thưởng cửa hàng điểm', 'รางวัลจากร้านค้าแลกแต้ม', 'Hadiah mal poin'),
  brand_endorsement: t('Our brand ambassador', '品牌代言人', '品牌代言人', 'Ang aming brand ambassador', 'Đại sứ thương hiệu', 'แบรนด์แอมบาสเดอร์ของเรา', 'Duta merek kami'),
  other_promo: t('Birthday gift', '生日礼金', '生日禮金', 'Regalo sa kaarawan', 'Quà sinh nhật', 'ของขวัญวันเกิด', 'Hadiah ulang tahun'),
};

export const HELP: readonly { tag: string; title: Texts; children: readonly { tag: string; title: Texts }[] }[] = [
  {
    tag: 'account',
    title: t('Account', '账户', '帳戶', 'Account', 'Tài khoản', 'บัญชี', 'Akun'),
    children: [
      { tag: 'account-register', title: t('How to register', '如何注册', '如何註冊', 'Paano magrehistro', 'Cách đăng ký', 'วิธีสมัครสมาชิก', 'Cara mendaftar') },
      { tag: 'account-password', title: t('Forgot password', '忘记密码', '忘記密碼', 'Nakalimutan ang password', 'Quên mật khẩu', 'ลืมรหัสผ่าน', 'Lupa kata sandi') },
    ],
  },
  {
    tag: 'deposit',
    title: t('Deposit', '充值', '儲值', 'Deposito', 'Nạp tiền', 'ฝากเงิน', 'Deposit'),
    children: [
      { tag: 'deposit-methods', title: t('Deposit methods', '充值方式', '儲值方式', 'Mga paraan ng deposito', 'Phương thức nạp tiền', 'ช่องทางการฝากเงิน', 'Metode deposit') },
      { tag: 'deposit-missing', title: t('Deposit not credited', '充值未到账', '儲值未入帳', 'Hindi pumasok ang deposito', 'Nạp tiền chưa được cộng', 'ยอดฝากยังไม่เข้า', 'Deposit belum masuk') },
    ],
  },
  {
    tag: 'withdrawal',
    title: t('Withdrawal', '提现', '提款', 'Pag-withdraw', 'Rút tiền', 'ถอนเงิน', 'Penarikan'),
    children: [
      { tag: 'withdrawal-time', title: t('How long withdrawals take', '提现到账时间', '提款到帳時間', 'Gaano katagal ang pag-withdraw', 'Thời gian xử lý rút tiền', 'ระยะเวลาการถอนเงิน', 'Lama proses penarikan') },
      { tag: 'withdrawal-limits', title: t('Withdrawal limits', '提现限额', '提款限額', 'Mga limitasyon sa pag-withdraw', 'Hạn mức rút tiền', 'วงเงินการถอน', 'Batas penarikan') },
    ],
  },
  {
    tag: 'games',
    title: t('Games', '游戏', '遊戲', 'Mga laro', 'Trò chơi', 'เกม', 'Permainan'),
    children: [
      { tag: 'games-trial', title: t('Playing for free', '免费试玩', '免費試玩', 'Paglalaro nang libre', 'Chơi thử miễn phí', 'ทดลองเล่นฟรี', 'Bermain gratis') },
      { tag: 'games-fair', title: t('Fair play', '公平游戏', '公平遊戲', 'Patas na laro', 'Chơi công bằng', 'การเล่นที่ยุติธรรม', 'Permainan yang adil') },
    ],
  },
  {
    tag: 'promotions',
    title: t('Promotions', '优惠活动', '優惠活動', 'Mga promosyon', 'Khuyến mãi', 'โปรโมชั่น', 'Promosi'),
    children: [
      { tag: 'promotions-apply', title: t('Applying for a promotion', '如何申请优惠', '如何申請優惠', 'Pag-apply sa promosyon', 'Cách đăng ký khuyến mãi', 'วิธีสมัครรับโปรโมชั่น', 'Cara mengikuti promosi') },
      { tag: 'promotions-rebate', title: t('How rebates work', '返水规则说明', '返水規則說明', 'Paano gumagana ang rebate', 'Cách tính hoàn trả', 'การคืนยอดเล่นทำงานอย่างไร', 'Cara kerja rebate') },
    ],
  },
];

/** The first-deposit figure the texts quote: the one the brands' bonus rule pays. */
function fill(text: string): string {
  return text.replaceAll('{percent}', String(FIRST_DEPOSIT_BONUS_PERCENT));
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** An article's HTML in a language: its own paragraph, then where to ask. */
export function articleHtml(body: Texts, lang: Language): string {
  return `<p>${escapeHtml(fill(body[lang]))}</p>${SIGN_OFF[lang]}`;
}

/** An announcement's or promotion's title and body in every language. */
function articleTexts(title: Texts, body: Texts): Record<Language, { title: string; content: string }> {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, { title: fill(title[lang]), content: articleHtml(body, lang) }])) as Record<
    Language,
    { title: string; content: string }
  >;
}

function bodyOf(bodies: Readonly<Record<string, Texts>>, key: string): Texts {
  const body = bodies[key];
  if (!body) throw new Error(`seeded article ${key} has no body`);
  return body;
}

/**
 * Announcements (32 a merchant, five outside their window) and a help centre of 15 articles, in every
 * platform language, for every merchant. Promotions are not among them: a promotion is an operator's
 * campaign (its page, banner and rules), so a brand starts with none; the demo's are `seedPromotions`.
 * Idempotent: stored rows (by seed key) are left alone, except that a language a seeded announcement lacks
 * (a database seeded before that language was translated) is added; stored texts are never changed. HTML
 * goes through the repository, which sanitizes it.
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
          texts: articleTexts(a.title, bodyOf(ANNOUNCEMENT_BODIES, a.key)),
        },
        now,
        { keepExisting: true },
      );
      // Banners carry artwork (the same server-made card as promotions).
      if (inserted && a.type === 'B') await repo.setImages(id, [{ sequence: 1, url: `/media/promotions/${id}.svg` }]);
    }
    const help: Parameters<typeof repo.upsertHelp>[0][number][] = [];
    for (const lang of LANGUAGES) {
      let order = 0;
      for (const top of HELP) {
        order += 1;
        const title = top.title[lang];
        help.push({
          merchantCode: code,
          language: lang,
          tag: top.tag,
          parentTag: null,
          title,
          content: articleHtml(bodyOf(HELP_BODIES, top.tag), lang),
          sort: order,
        });
        for (const child of top.children) {
          order += 1;
          const childTitle = child.title[lang];
          help.push({
            merchantCode: code,
            language: lang,
            tag: child.tag,
            parentTag: top.tag,
            title: childTitle,
            content: articleHtml(bodyOf(HELP_BODIES, child.tag), lang),
            sort: order,
          });
        }
      }
    }
    await repo.upsertHelp(help);
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
/**
 * The demo's promotion pages (type PR), each in every language, for every merchant: 13 categories, then 7
 * second rounds (the last two expired and not yet started). The demo's campaigns stand behind them
 * (`seedCampaigns`); the pages that give nothing of their own describe the brand (VIP rank rules, the brand
 * ambassador) or a bonus the server pays by rule (the first deposit's). Keys stay `pr-<n>` by position in
 * the category list, the point mall's (no point mall exists) and a second first-deposit page left out. Demo only (SEED_DEMO): a production
 * brand starts with no promotion, as a page that promises money must be a campaign that pays it.
 */
export async function seedPromotions(db: Kysely<Database>, now: number): Promise<void> {
  const repo = seedWriter(db);
  const merchants = await db.selectFrom('merchants').select('code').orderBy('code').execute();
  for (const { code } of merchants) {
    const categories = [...PROMOTION_CATEGORIES, ...PROMOTION_CATEGORIES.slice(0, 8)];
    for (const [i, category] of categories.entries()) {
      const round = i >= PROMOTION_CATEGORIES.length ? ' II' : '';
      // no point mall exists; the first deposit's bonus is one rule, not two rounds
      if (category === 'point_mall' || (round && category === 'deposit_promo')) continue;
      const names = PROMO_NAMES[category];
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
          texts: articleTexts(
            Object.fromEntries(LANGUAGES.map((lang) => [lang, `${names[lang]}${round}`])) as Texts,
            PROMOTION_BODIES[i] ?? bodyOf({}, `pr-${i + 1}`),
          ),
        },
        now,
        { keepExisting: true },
      );
      if (inserted) await repo.setImages(id, [{ sequence: 1, url: `/media/promotions/${id}.svg` }]);
    }
  }
}

function seedWriter(db: Kysely<Database>) {
  // Every merchant's rows carry the same texts: sanitize each once (the sanitizer is the seed's slowest part).
  const clean = new Map<string, string>();
  const sanitized = (html: string): string => {
    let out = clean.get(html);
    if (out === undefined) {
      out = sanitizeContentHtml(html);
      clean.set(html, out);
    }
    return out;
  };
  return {
    /** Inserts an announcement unless its seed key is stored (then only its missing languages are added). */
    async upsert(a: SeedAnnouncement, now: number, _options: { keepExisting: true }) {
      return db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom('announcements')
          .select('id')
          .where('merchant_code', '=', a.merchantCode)
          .where('seed_key', '=', a.seedKey)
          .executeTakeFirst();
        if (existing) {
          // Languages translated after this row was seeded; a stored text (maybe an operator's) stays as it is.
          const stored = await trx
            .selectFrom('announcement_texts')
            .select('language')
            .where('announcement_id', '=', existing.id)
            .execute();
          const have = new Set(stored.map((r) => r.language));
          const missing = Object.entries(a.texts).filter(([language]) => !have.has(language));
          if (missing.length > 0) {
            await trx
              .insertInto('announcement_texts')
              .values(missing.map(([language, text]) => ({ announcement_id: existing.id, language, title: text.title, content: sanitized(text.content) })))
              .onConflict((oc) => oc.columns(['announcement_id', 'language']).doNothing())
              .execute();
          }
          return { id: existing.id, inserted: false };
        }
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
        await trx
          .insertInto('announcement_texts')
          .values(Object.entries(a.texts).map(([language, text]) => ({ announcement_id: row.id, language, title: text.title, content: sanitized(text.content) })))
          .execute();
        return { id: row.id, inserted: true };
      });
    },

    async setImages(id: number, images: { sequence: number; url: string }[]): Promise<void> {
      await db.updateTable('announcements').set({ images: JSON.stringify(images) }).where('id', '=', id).execute();
    },

    /** Inserts the help articles whose (merchant, language, tag) is not stored. */
    async upsertHelp(
      articles: readonly {
        merchantCode: string;
        language: string;
        tag: string;
        parentTag: string | null;
        title: string;
        content: string;
        sort: number;
      }[],
    ): Promise<void> {
      if (articles.length === 0) return;
      await db
        .insertInto('help_articles')
        .values(
          articles.map((h) => ({
            merchant_code: h.merchantCode,
            language: h.language,
            tag: h.tag,
            parent_tag: h.parentTag,
            title: h.title,
            content: sanitized(h.content),
            sort: h.sort,
          })),
        )
        .onConflict((oc) => oc.columns(['merchant_code', 'language', 'tag']).doNothing())
        .execute();
    },
  };
}
