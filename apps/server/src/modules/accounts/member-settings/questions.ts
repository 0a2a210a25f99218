import type { Language, SecurityQuestion } from '@lobby/contract';

/**
 * The security questions a member picks from. Ids are stable (answers are stored under them); each text
 * exists in every platform language.
 */
export const QUESTIONS: readonly { id: string; text: Record<Language, string> }[] = [
  {
    id: 'first-school',
    text: {
      EN: 'What was the name of your first school?',
      TY: 'Ano ang pangalan ng una mong paaralan?',
      CN: '您就读的第一所学校叫什么名字？',
      TW: '您就讀的第一所學校叫什麼名字？',
      VI: 'Trường học đầu tiên của bạn tên là gì?',
      TH: 'โรงเรียนแห่งแรกของคุณชื่ออะไร',
      ID: 'Apa nama sekolah pertama Anda?',
    },
  },
  {
    id: 'childhood-friend',
    text: {
      EN: 'What is the first name of your childhood best friend?',
      TY: 'Ano ang pangalan ng matalik mong kaibigan noong bata ka?',
      CN: '您儿时最好的朋友叫什么名字？',
      TW: '您兒時最好的朋友叫什麼名字？',
      VI: 'Người bạn thân thời thơ ấu của bạn tên là gì?',
      TH: 'เพื่อนสนิทสมัยเด็กของคุณชื่ออะไร',
      ID: 'Siapa nama depan sahabat masa kecil Anda?',
    },
  },
  {
    id: 'first-pet',
    text: {
      EN: 'What was the name of your first pet?',
      TY: 'Ano ang pangalan ng una mong alagang hayop?',
      CN: '您养的第一只宠物叫什么名字？',
      TW: '您養的第一隻寵物叫什麼名字？',
      VI: 'Thú cưng đầu tiên của bạn tên là gì?',
      TH: 'สัตว์เลี้ยงตัวแรกของคุณชื่ออะไร',
      ID: 'Apa nama hewan peliharaan pertama Anda?',
    },
  },
  {
    id: 'birth-city',
    text: {
      EN: 'In which city were you born?',
      TY: 'Saang lungsod ka ipinanganak?',
      CN: '您出生在哪个城市？',
      TW: '您出生在哪個城市？',
      VI: 'Bạn sinh ra ở thành phố nào?',
      TH: 'คุณเกิดที่เมืองอะไร',
      ID: 'Di kota mana Anda lahir?',
    },
  },
  {
    id: 'mother-maiden',
    text: {
      EN: "What is your mother's maiden name?",
      TY: 'Ano ang apelyido ng iyong ina noong dalaga pa siya?',
      CN: '您母亲的娘家姓是什么？',
      TW: '您母親的娘家姓氏是什麼？',
      VI: 'Họ thời con gái của mẹ bạn là gì?',
      TH: 'นามสกุลเดิมของมารดาคุณคืออะไร',
      ID: 'Siapa nama gadis ibu Anda?',
    },
  },
  {
    id: 'first-job',
    text: {
      EN: 'What was your first job?',
      TY: 'Ano ang una mong trabaho?',
      CN: '您的第一份工作是什么？',
      TW: '您的第一份工作是什麼？',
      VI: 'Công việc đầu tiên của bạn là gì?',
      TH: 'งานแรกของคุณคืออะไร',
      ID: 'Apa pekerjaan pertama Anda?',
    },
  },
  {
    id: 'favourite-food',
    text: {
      EN: 'What was your favourite food as a child?',
      TY: 'Ano ang paborito mong pagkain noong bata ka?',
      CN: '您小时候最喜欢吃什么？',
      TW: '您小時候最喜歡吃什麼？',
      VI: 'Món ăn yêu thích của bạn khi còn nhỏ là gì?',
      TH: 'อาหารจานโปรดของคุณสมัยเด็กคืออะไร',
      ID: 'Apa makanan favorit Anda semasa kecil?',
    },
  },
  {
    id: 'street',
    text: {
      EN: 'What was the name of the street you grew up on?',
      TY: 'Ano ang pangalan ng kalyeng kinalakhan mo?',
      CN: '您从小长大的那条街叫什么名字？',
      TW: '您從小長大的那條街叫什麼名字？',
      VI: 'Con đường nơi bạn lớn lên tên là gì?',
      TH: 'ถนนที่คุณเติบโตมาชื่ออะไร',
      ID: 'Apa nama jalan tempat Anda dibesarkan?',
    },
  },
];

const IDS = new Set(QUESTIONS.map((q) => q.id));

export function isSecurityQuestionId(id: string): boolean {
  return IDS.has(id);
}

export function securityQuestions(language: Language): SecurityQuestion[] {
  return QUESTIONS.map((q) => ({ id: q.id, question: q.text[language] }));
}
