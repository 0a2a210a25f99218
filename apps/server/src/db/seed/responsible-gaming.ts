import { LANGUAGES, RESPONSIBLE_GAMING_HELP_TAG } from '@lobby/contract';
import type { Language } from '@lobby/contract';
import type { Kysely } from 'kysely';
import { sanitizeContentHtml } from '../../lib/sanitize-html.ts';
import type { Database } from '../schema.ts';

/** Below the seeded help topics (1 to 15): the article comes last in the help centre's list. */
const SORT = 100;

type Article = (age: number) => { title: string; content: string };

const ARTICLE: Record<Language, Article> = {
  EN: (age) => ({
    title: 'Responsible gaming',
    content:
      `<p>Gaming is entertainment, never a way to make money. Our games are only for adults aged ${age} and over; underage gambling is an offence.</p>` +
      '<ul><li>Set a budget before you play and keep to it.</li><li>Take regular breaks: the reality check tells you how long you have played.</li>' +
      '<li>Never chase losses, and never play with money you need for everyday life.</li>' +
      '<li>Set your own deposit, loss, wager and session-time limits, take a break or exclude yourself in Settings → Responsible gaming. A lower limit applies at once, a higher one after 24 hours.</li></ul>' +
      '<p>If gaming stops being fun, talk to someone you trust and contact customer service for help.</p>',
  }),
  CN: (age) => ({
    title: '负责任博彩',
    content:
      `<p>游戏是娱乐，而不是赚钱的方式。我们的游戏仅供年满${age}岁的成年人参与，未成年人参与博彩属于违法行为。</p>` +
      '<ul><li>游戏前先设定预算，并严格遵守。</li><li>定时休息：游戏时长提醒会告诉您已经玩了多久。</li>' +
      '<li>不要为了追回损失而继续下注，也不要使用日常生活所需的资金。</li>' +
      '<li>在「设置 → 负责任博彩」中可自行设置充值、亏损、投注和游戏时长限额，或申请暂停、自我禁制。调低限额立即生效，调高限额于 24 小时后生效。</li></ul>' +
      '<p>如果游戏不再带来乐趣，请与您信任的人沟通，并联系客服寻求帮助。</p>',
  }),
  TW: (age) => ({
    title: '負責任博彩',
    content:
      `<p>遊戲是娛樂，而不是賺錢的方式。我們的遊戲僅供年滿${age}歲的成年人參與，未成年人參與博彩屬於違法行為。</p>` +
      '<ul><li>遊戲前先設定預算，並嚴格遵守。</li><li>定時休息：遊戲時長提醒會告訴您已經玩了多久。</li>' +
      '<li>不要為了追回損失而繼續下注，也不要使用日常生活所需的資金。</li>' +
      '<li>在「設定 → 負責任博彩」中可自行設定儲值、虧損、投注與遊戲時長限額，或申請暫停、自我禁制。調低限額立即生效，調高限額於 24 小時後生效。</li></ul>' +
      '<p>如果遊戲不再帶來樂趣，請與您信任的人溝通，並聯絡客服尋求協助。</p>',
  }),
  TY: (age) => ({
    title: 'Responsableng paglalaro',
    content:
      `<p>Libangan ang paglalaro, hindi paraan ng pagkakakitaan. Para lamang sa mga nasa hustong gulang na ${age} pataas ang aming mga laro; labag sa batas ang pagsusugal ng menor de edad.</p>` +
      '<ul><li>Magtakda ng badyet bago maglaro at sundin ito.</li><li>Magpahinga nang regular: sinasabi ng reality check kung gaano ka na katagal naglalaro.</li>' +
      '<li>Huwag habulin ang talo, at huwag gamitin ang perang kailangan mo sa araw-araw.</li>' +
      '<li>Itakda ang sariling limitasyon sa deposito, talo, taya at oras ng paglalaro, magpahinga o mag-self-exclude sa Settings → Responsableng paglalaro. Agad na epektibo ang mas mababang limitasyon; ang mas mataas, pagkalipas ng 24 oras.</li></ul>' +
      '<p>Kung hindi na masaya ang paglalaro, kausapin ang taong pinagkakatiwalaan mo at humingi ng tulong sa customer service.</p>',
  }),
  VI: (age) => ({
    title: 'Chơi có trách nhiệm',
    content:
      `<p>Trò chơi là để giải trí, không phải cách kiếm tiền. Các trò chơi của chúng tôi chỉ dành cho người từ ${age} tuổi trở lên; trẻ vị thành niên tham gia cá cược là vi phạm pháp luật.</p>` +
      '<ul><li>Đặt ngân sách trước khi chơi và tuân thủ nó.</li><li>Nghỉ ngơi thường xuyên: lời nhắc thời gian chơi cho bạn biết bạn đã chơi bao lâu.</li>' +
      '<li>Đừng cố gỡ lại tiền thua, và đừng dùng tiền cần cho sinh hoạt hằng ngày.</li>' +
      '<li>Tự đặt hạn mức nạp tiền, thua lỗ, cược và thời gian chơi, tạm nghỉ hoặc tự loại trừ trong Cài đặt → Chơi có trách nhiệm. Hạn mức thấp hơn có hiệu lực ngay, hạn mức cao hơn sau 24 giờ.</li></ul>' +
      '<p>Nếu trò chơi không còn vui, hãy trò chuyện với người bạn tin tưởng và liên hệ bộ phận hỗ trợ để được giúp đỡ.</p>',
  }),
  TH: (age) => ({
    title: 'การเล่นอย่างรับผิดชอบ',
    content:
      `<p>เกมคือความบันเทิง ไม่ใช่ช่องทางหารายได้ เกมของเราสำหรับผู้ที่มีอายุ ${age} ปีขึ้นไปเท่านั้น การพนันของผู้เยาว์เป็นความผิดตามกฎหมาย</p>` +
      '<ul><li>ตั้งงบประมาณก่อนเล่นและปฏิบัติตามอย่างเคร่งครัด</li><li>พักเป็นระยะ: การแจ้งเตือนเวลาเล่นจะบอกว่าคุณเล่นมานานเท่าใดแล้ว</li>' +
      '<li>อย่าเล่นเพื่อไล่ตามเงินที่เสียไป และอย่าใช้เงินที่จำเป็นต่อการใช้ชีวิตประจำวัน</li>' +
      '<li>ตั้งวงเงินฝาก วงเงินขาดทุน วงเงินเดิมพัน และเวลาเล่นด้วยตนเอง หรือพักเล่นและระงับตนเองได้ที่ ตั้งค่า → การเล่นอย่างรับผิดชอบ วงเงินที่ลดลงมีผลทันที วงเงินที่เพิ่มขึ้นมีผลหลัง 24 ชั่วโมง</li></ul>' +
      '<p>หากการเล่นไม่สนุกอีกต่อไป ลองพูดคุยกับคนที่คุณไว้ใจ และติดต่อฝ่ายบริการลูกค้าเพื่อขอความช่วยเหลือ</p>',
  }),
  ID: (age) => ({
    title: 'Bermain bertanggung jawab',
    content:
      `<p>Permainan adalah hiburan, bukan cara mencari uang. Permainan kami hanya untuk orang dewasa berusia ${age} tahun ke atas; perjudian oleh anak di bawah umur adalah pelanggaran hukum.</p>` +
      '<ul><li>Tetapkan anggaran sebelum bermain dan patuhi.</li><li>Beristirahatlah secara teratur: pengingat waktu bermain memberi tahu berapa lama Anda sudah bermain.</li>' +
      '<li>Jangan mengejar kekalahan, dan jangan bermain dengan uang untuk kebutuhan sehari-hari.</li>' +
      '<li>Atur sendiri batas deposit, kekalahan, taruhan dan waktu bermain, ambil jeda atau kecualikan diri di Pengaturan → Bermain secara bertanggung jawab. Batas yang lebih rendah berlaku seketika, yang lebih tinggi setelah 24 jam.</li></ul>' +
      '<p>Jika bermain tidak lagi menyenangkan, bicaralah dengan orang yang Anda percaya dan hubungi layanan pelanggan untuk meminta bantuan.</p>',
  }),
};

/**
 * Every brand's help centre has the responsible-gaming article the footer links to, in every language,
 * with the brand's own minimum age. Inserted where that (brand, language) has none; an article an operator
 * wrote or edited is never touched. Runs on every start, so a brand added later gets one too.
 */
export async function seedResponsibleGamingHelp(db: Kysely<Database>): Promise<void> {
  const merchants = await db.selectFrom('merchants').select(['code', 'age_limit']).execute();
  const rows = merchants.flatMap((m) =>
    LANGUAGES.map((language) => {
      const { title, content } = ARTICLE[language](m.age_limit);
      return {
        merchant_code: m.code,
        language,
        tag: RESPONSIBLE_GAMING_HELP_TAG,
        parent_tag: null,
        title,
        content: sanitizeContentHtml(content),
        sort: SORT,
      };
    }),
  );
  if (rows.length === 0) return;
  await db
    .insertInto('help_articles')
    .values(rows)
    .onConflict((oc) => oc.columns(['merchant_code', 'language', 'tag']).doNothing())
    .execute();
}
