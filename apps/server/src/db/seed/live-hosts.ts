import type { Language } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * The live casino's hosts of each brand: nine per brand, each at one of the brand's LIVE tables, on a
 * weekly schedule in the brand's time zone. The day has three 8-hour slots; three hosts share a slot, each
 * with two days off that the other two cover, so at every minute of the week at least two hosts are on air.
 * Idempotent: inserts missing hosts, leaves operators' switches alone.
 */

type Bio = Record<Language, string>;

const BIOS: readonly Bio[] = [
  {
    EN: 'Cheerful host who loves a winning streak.',
    CN: '开朗的主播，最爱连胜的时刻。',
    TW: '開朗的主播，最愛連勝的時刻。',
    TY: 'Masayahing host na mahilig sa sunod-sunod na panalo.',
    VI: 'Người dẫn vui vẻ, mê những chuỗi thắng liên tiếp.',
    TH: 'โฮสต์อารมณ์ดีที่ชอบช่วงชนะติดต่อกัน',
    ID: 'Host ceria yang suka kemenangan beruntun.',
  },
  {
    EN: 'Warm smile, quick hands and lucky vibes.',
    CN: '笑容温暖，手法利落，好运满满。',
    TW: '笑容溫暖，手法俐落，好運滿滿。',
    TY: 'Mainit na ngiti, mabilis na kamay at swerteng aura.',
    VI: 'Nụ cười ấm áp, đôi tay nhanh nhẹn và đầy may mắn.',
    TH: 'ยิ้มอบอุ่น มือไว และพลังแห่งโชค',
    ID: 'Senyum hangat, tangan cekatan, dan aura keberuntungan.',
  },
  {
    EN: 'Night owl who keeps the table lively.',
    CN: '夜猫子主播，让牌桌整夜热闹。',
    TW: '夜貓子主播，讓牌桌整夜熱鬧。',
    TY: 'Puyat na host na nagpapasaya sa mesa buong gabi.',
    VI: 'Cú đêm chính hiệu, giữ bàn chơi luôn sôi động.',
    TH: 'นกฮูกยามดึกที่ทำให้โต๊ะคึกคักตลอด',
    ID: 'Si burung hantu yang membuat meja tetap seru.',
  },
  {
    EN: 'Calm and friendly, always up for a chat between rounds.',
    CN: '温和友善，每局之间都乐于聊天。',
    TW: '溫和友善，每局之間都樂於聊天。',
    TY: 'Kalmado at palakaibigan, laging handang makipagkuwentuhan sa pagitan ng rounds.',
    VI: 'Điềm đạm, thân thiện, luôn sẵn sàng trò chuyện giữa các ván.',
    TH: 'ใจเย็นและเป็นกันเอง พร้อมคุยทุกช่วงพักระหว่างรอบ',
    ID: 'Tenang dan ramah, selalu siap mengobrol di sela putaran.',
  },
  {
    EN: 'Full of energy and good jokes.',
    CN: '活力满满，笑话不断。',
    TW: '活力滿滿，笑話不斷。',
    TY: 'Puno ng enerhiya at magagandang biro.',
    VI: 'Tràn đầy năng lượng và những câu đùa duyên dáng.',
    TH: 'พลังเต็มเปี่ยมและมุกตลกไม่หยุด',
    ID: 'Penuh energi dan candaan seru.',
  },
  {
    EN: 'Explains every move, perfect for new players.',
    CN: '每一步都讲解清楚，新手最爱。',
    TW: '每一步都講解清楚，新手最愛。',
    TY: 'Ipinapaliwanag ang bawat galaw, bagay sa mga baguhan.',
    VI: 'Giải thích từng bước, rất hợp với người mới chơi.',
    TH: 'อธิบายทุกจังหวะ เหมาะกับผู้เล่นมือใหม่',
    ID: 'Menjelaskan setiap langkah, cocok untuk pemain baru.',
  },
  {
    EN: 'Early bird who starts your day with good luck.',
    CN: '早起的主播，用好运开启你的一天。',
    TW: '早起的主播，用好運開啟你的一天。',
    TY: 'Maagang gumising at sinisimulan ang araw mo nang may swerte.',
    VI: 'Người dậy sớm, mở đầu ngày mới của bạn thật may mắn.',
    TH: 'สายตื่นเช้าที่เริ่มวันของคุณด้วยโชคดี',
    ID: 'Si pagi hari yang memulai harimu dengan keberuntungan.',
  },
  {
    EN: 'Loves big moments and bigger cheers.',
    CN: '热爱高光时刻，更爱全场欢呼。',
    TW: '熱愛高光時刻，更愛全場歡呼。',
    TY: 'Mahilig sa malalaking sandali at mas malakas na hiyawan.',
    VI: 'Mê những khoảnh khắc lớn và tiếng reo hò còn lớn hơn.',
    TH: 'รักช่วงเวลาลุ้นระทึกและเสียงเชียร์ที่ดังกว่า',
    ID: 'Suka momen besar dan sorakan yang lebih meriah.',
  },
  {
    EN: 'Sings along to the music between hands.',
    CN: '每局间隙都会跟着音乐哼唱。',
    TW: '每局空檔都會跟著音樂哼唱。',
    TY: 'Sumasabay kumanta sa musika sa pagitan ng bawat kamay.',
    VI: 'Hay hát theo nhạc giữa các ván bài.',
    TH: 'ร้องเพลงคลอไปกับดนตรีระหว่างตา',
    ID: 'Ikut bernyanyi mengikuti musik di sela permainan.',
  },
];

interface HostSeed {
  code: string;
  name: string;
  languages: Language[];
}

const HOSTS: Record<string, { slotOffsetHours: number; hosts: readonly HostSeed[] }> = {
  // Manila: slots 02-10, 10-18, 18-02 (the last runs past midnight)
  LUCKY: {
    slotOffsetHours: 2,
    hosts: [
      { code: 'bea', name: 'Bea', languages: ['TY', 'EN'] },
      { code: 'carla', name: 'Carla', languages: ['EN', 'TY'] },
      { code: 'mika', name: 'Mika', languages: ['TY', 'EN', 'CN'] },
      { code: 'jasmine', name: 'Jasmine', languages: ['EN'] },
      { code: 'trixie', name: 'Trixie', languages: ['TY', 'EN'] },
      { code: 'angel', name: 'Angel', languages: ['TY'] },
      { code: 'rina', name: 'Rina', languages: ['EN', 'ID'] },
      { code: 'sofia', name: 'Sofia', languages: ['EN', 'TY'] },
      { code: 'lani', name: 'Lani', languages: ['TY', 'EN', 'TH'] },
    ],
  },
  // Ho Chi Minh City: slots 00-08, 08-16, 16-24
  GOLDEN: {
    slotOffsetHours: 0,
    hosts: [
      { code: 'linh', name: 'Linh', languages: ['VI', 'EN'] },
      { code: 'mai', name: 'Mai', languages: ['VI'] },
      { code: 'thao', name: 'Thảo', languages: ['VI', 'EN'] },
      { code: 'ngoc', name: 'Ngọc', languages: ['VI', 'CN'] },
      { code: 'hana', name: 'Hana', languages: ['EN', 'VI'] },
      { code: 'yen', name: 'Yến', languages: ['VI', 'TW'] },
      { code: 'vy', name: 'Vy', languages: ['VI', 'EN'] },
      { code: 'ploy', name: 'Ploy', languages: ['TH', 'EN'] },
      { code: 'an', name: 'An', languages: ['VI', 'EN'] },
    ],
  },
};

const DAY = 24 * 60;
const SHIFT = 8 * 60;

/**
 * Host `index`'s week: slot `index % 3` of every day but two. Within a slot the three hosts' days off
 * never meet, so each slot has two or three hosts every day.
 */
export function seededSchedule(index: number, slotOffsetHours: number): [number, number][] {
  const slot = index % 3;
  const j = Math.floor(index / 3);
  const off = new Set([(2 * j + slot) % 7, (2 * j + slot + 1) % 7]);
  const shifts: [number, number][] = [];
  for (let day = 0; day < 7; day++) {
    if (off.has(day)) continue;
    shifts.push([day * DAY + slotOffsetHours * 60 + slot * SHIFT, SHIFT]);
  }
  return shifts;
}

export async function seedLiveHosts(db: Kysely<Database>, now: number): Promise<void> {
  const merchants = new Set((await db.selectFrom('merchants').select('code').execute()).map((m) => m.code));
  for (const [merchant, plan] of Object.entries(HOSTS)) {
    if (!merchants.has(merchant)) continue;
    const tables = await db
      .selectFrom('games')
      .select('node_id')
      .where('merchant_code', '=', merchant)
      .where('game_type', '=', 'LIVE')
      .where('enabled', '=', 1)
      .orderBy('node_id')
      .execute();
    if (tables.length === 0) continue;
    // spread over the tables, so hosts deal at different vendors and kinds of game
    const step = Math.max(1, Math.floor(tables.length / plan.hosts.length));
    await db
      .insertInto('live_hosts')
      .values(
        plan.hosts.map((h, i) => ({
          merchant_code: merchant,
          code: h.code,
          name: h.name,
          node_id: tables[(i * step) % tables.length]!.node_id,
          languages: JSON.stringify(h.languages),
          bio: JSON.stringify(BIOS[i % BIOS.length]),
          schedule: JSON.stringify(seededSchedule(i, plan.slotOffsetHours)),
          enabled: 1,
          sort: i + 1,
          created_at: now,
          updated_at: now,
        })),
      )
      .onConflict((oc) => oc.columns(['merchant_code', 'code']).doNothing())
      .execute();
  }
}
