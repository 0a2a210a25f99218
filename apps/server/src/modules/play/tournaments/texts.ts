import type { Language } from '@lobby/contract';

interface WinnerFacts {
  name: string;
  rank: number;
  /** "PHP 500.00" */
  amount: string;
  /** paid as bonus money (to wager) rather than cash */
  bonus: boolean;
}

type Words = { title: (f: WinnerFacts) => string; cash: (f: WinnerFacts) => string; bonus: (f: WinnerFacts) => string };

/** The inbox message a prize winner gets, in the brand's default language. */
const WINNER: Record<Language, Words> = {
  EN: {
    title: (f) => `You won a prize in ${f.name}`,
    cash: (f) => `Congratulations! You finished #${f.rank} in ${f.name}. ${f.amount} has been added to your balance.`,
    bonus: (f) => `Congratulations! You finished #${f.rank} in ${f.name}. ${f.amount} has been added as bonus money: see Bonus for its wagering.`,
  },
  CN: {
    title: (f) => `您在${f.name}中获奖`,
    cash: (f) => `恭喜！您在${f.name}中获得第${f.rank}名，${f.amount}已存入您的余额。`,
    bonus: (f) => `恭喜！您在${f.name}中获得第${f.rank}名，${f.amount}已作为红利发放，流水要求请查看红利页面。`,
  },
  TW: {
    title: (f) => `您在${f.name}中獲獎`,
    cash: (f) => `恭喜！您在${f.name}中獲得第${f.rank}名，${f.amount}已存入您的餘額。`,
    bonus: (f) => `恭喜！您在${f.name}中獲得第${f.rank}名，${f.amount}已作為紅利發放，流水要求請查看紅利頁面。`,
  },
  TY: {
    title: (f) => `Nanalo ka ng premyo sa ${f.name}`,
    cash: (f) => `Binabati kita! Nakuha mo ang #${f.rank} sa ${f.name}. Naidagdag na ang ${f.amount} sa iyong balanse.`,
    bonus: (f) => `Binabati kita! Nakuha mo ang #${f.rank} sa ${f.name}. Naidagdag ang ${f.amount} bilang bonus: tingnan ang Bonus para sa wagering nito.`,
  },
  VI: {
    title: (f) => `Bạn đã thắng giải trong ${f.name}`,
    cash: (f) => `Chúc mừng! Bạn đạt hạng #${f.rank} trong ${f.name}. ${f.amount} đã được cộng vào số dư của bạn.`,
    bonus: (f) => `Chúc mừng! Bạn đạt hạng #${f.rank} trong ${f.name}. ${f.amount} đã được cộng dưới dạng tiền thưởng: xem mục Thưởng để biết yêu cầu cược.`,
  },
  TH: {
    title: (f) => `คุณได้รับรางวัลจาก ${f.name}`,
    cash: (f) => `ยินดีด้วย! คุณได้อันดับที่ ${f.rank} ใน ${f.name} เราได้เพิ่ม ${f.amount} เข้ายอดเงินของคุณแล้ว`,
    bonus: (f) => `ยินดีด้วย! คุณได้อันดับที่ ${f.rank} ใน ${f.name} เราได้เพิ่ม ${f.amount} เป็นเงินโบนัส ดูเงื่อนไขการทำเทิร์นได้ที่หน้าโบนัส`,
  },
  ID: {
    title: (f) => `Anda memenangkan hadiah di ${f.name}`,
    cash: (f) => `Selamat! Anda finis di peringkat #${f.rank} pada ${f.name}. ${f.amount} telah ditambahkan ke saldo Anda.`,
    bonus: (f) => `Selamat! Anda finis di peringkat #${f.rank} pada ${f.name}. ${f.amount} telah ditambahkan sebagai bonus: lihat Bonus untuk syarat taruhannya.`,
  },
};

export function winnerMessage(language: Language, facts: WinnerFacts): { title: string; content: string } {
  const words = WINNER[language] ?? WINNER.EN;
  return { title: words.title(facts), content: facts.bonus ? words.bonus(facts) : words.cash(facts) };
}
