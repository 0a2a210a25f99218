import type { Language } from '@lobby/contract';

type Template = Record<Language, { title: string; body: string }>;

/**
 * The texts of the entries the platform writes itself, in every language. Placeholders: {game}, {vendor},
 * {player}, {pool}, {amount} (already formatted for the language and currency).
 */
export const EVENT_TEXTS: Record<'new_game' | 'jackpot' | 'big_win', Template> = {
  new_game: {
    EN: { title: 'New game: {game}', body: '{game} by {vendor} has just landed in the lobby. Give it a spin!' },
    CN: { title: '新游戏上线：{game}', body: '{vendor} 的《{game}》已登陆大厅，快来试试手气！' },
    TW: { title: '新遊戲上線：{game}', body: '{vendor} 的《{game}》已登場大廳，快來試試手氣！' },
    TY: { title: 'Bagong laro: {game}', body: 'Dumating na sa lobby ang {game} ng {vendor}. Subukan mo na!' },
    VI: { title: 'Game mới: {game}', body: '{game} của {vendor} vừa có mặt tại sảnh. Thử ngay nhé!' },
    TH: { title: 'เกมใหม่: {game}', body: '{game} จาก {vendor} มาถึงล็อบบี้แล้ว ลองเล่นกันเลย!' },
    ID: { title: 'Game baru: {game}', body: '{game} dari {vendor} kini hadir di lobi. Coba sekarang!' },
  },
  jackpot: {
    EN: { title: 'Jackpot won: {amount}', body: '{player} hit the {pool} jackpot of {amount} on {game}. Congratulations!' },
    CN: { title: '奖池爆出：{amount}', body: '恭喜 {player} 在《{game}》中赢得 {pool} 奖池 {amount}！' },
    TW: { title: '彩金爆出：{amount}', body: '恭喜 {player} 在《{game}》中贏得 {pool} 彩金 {amount}！' },
    TY: { title: 'Jackpot na napanalunan: {amount}', body: 'Tinamaan ni {player} ang {pool} jackpot na {amount} sa {game}. Pagbati!' },
    VI: { title: 'Nổ hũ: {amount}', body: '{player} đã trúng jackpot {pool} trị giá {amount} tại {game}. Xin chúc mừng!' },
    TH: { title: 'แจ็คพอตแตก: {amount}', body: '{player} ได้รับแจ็คพอต {pool} มูลค่า {amount} จากเกม {game} ยินดีด้วย!' },
    ID: { title: 'Jackpot pecah: {amount}', body: '{player} memenangkan jackpot {pool} sebesar {amount} di {game}. Selamat!' },
  },
  big_win: {
    EN: { title: 'Big win: {amount}', body: '{player} just won {amount} on {game}!' },
    CN: { title: '超级大奖：{amount}', body: '{player} 刚刚在《{game}》中赢得 {amount}！' },
    TW: { title: '超級大獎：{amount}', body: '{player} 剛剛在《{game}》中贏得 {amount}！' },
    TY: { title: 'Malaking panalo: {amount}', body: 'Nanalo si {player} ng {amount} sa {game}!' },
    VI: { title: 'Thắng lớn: {amount}', body: '{player} vừa thắng {amount} tại {game}!' },
    TH: { title: 'ชนะรางวัลใหญ่: {amount}', body: '{player} เพิ่งชนะ {amount} จากเกม {game}!' },
    ID: { title: 'Menang besar: {amount}', body: '{player} baru saja menang {amount} di {game}!' },
  },
};

/** The locale whose number and currency format a player of each language reads. */
const LOCALE: Record<Language, string> = { EN: 'en-PH', CN: 'zh-CN', TW: 'zh-TW', TY: 'fil-PH', VI: 'vi-VN', TH: 'th-TH', ID: 'id-ID' };

/** An amount in cents as the language writes it in that currency: ₱12,345.60, 12.345,60 Rp … */
export function formatAmount(cents: number, currency: string, language: Language): string {
  const amount = cents / 100;
  try {
    return new Intl.NumberFormat(LOCALE[language], {
      style: 'currency',
      currency,
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(amount);
  } catch {
    // not an ISO currency code: the number and the code
    return `${new Intl.NumberFormat(LOCALE[language], { maximumFractionDigits: 2 }).format(amount)} ${currency}`;
  }
}

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
