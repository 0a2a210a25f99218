/**
 * Word lists of the generated game names, in the four languages the seeded merchants use. Tagalog
 * adjectives carry their linker (-ng / na) so "adjective noun" reads naturally; Vietnamese puts the noun
 * first.
 */
export interface Word {
  en: string;
  ty: string;
  cn: string;
  vi: string;
}

function w(en: string, ty: string, cn: string, vi: string): Word {
  return { en, ty, cn, vi };
}

export const ADJECTIVES: readonly Word[] = [
  w('Golden', 'Ginintuang', '黄金', 'Vàng'),
  w('Lucky', 'Maswerteng', '幸运', 'May Mắn'),
  w('Mega', 'Napakalaking', '巨型', 'Khổng Lồ'),
  w('Wild', 'Mailap na', '狂野', 'Hoang Dã'),
  w('Royal', 'Maharlikang', '皇家', 'Hoàng Gia'),
  w('Magic', 'Mahiwagang', '魔法', 'Phép Thuật'),
  w('Crazy', 'Nakakabaliw na', '疯狂', 'Điên Cuồng'),
  w('Mighty', 'Makapangyarihang', '强大', 'Hùng Mạnh'),
  w('Jungle', 'Masukal na', '丛林', 'Rừng Xanh'),
  w('Fiery', 'Nag-aapoy na', '火焰', 'Rực Lửa'),
  w('Diamond', 'Diyamanteng', '钻石', 'Kim Cương'),
  w('Jade', 'Jadeng', '翡翠', 'Ngọc Bích'),
  w('Pirate', 'Piratang', '海盗', 'Hải Tặc'),
  w('Ancient', 'Sinaunang', '远古', 'Cổ Đại'),
  w('Neon', 'Neon na', '霓虹', 'Neon'),
  w('Cosmic', 'Kosmikong', '宇宙', 'Vũ Trụ'),
  w('Sweet', 'Matamis na', '甜蜜', 'Ngọt Ngào'),
  w('Happy', 'Masayang', '快乐', 'Vui Vẻ'),
  w('Thunder', 'Kumukulog na', '雷霆', 'Sấm Sét'),
  w('Silver', 'Pilak na', '白银', 'Bạc'),
  w('Mystic', 'Misteryosong', '神秘', 'Huyền Bí'),
  w('Imperial', 'Imperyal na', '御用', 'Đế Vương'),
  w('Shining', 'Nagniningning na', '闪耀', 'Lấp Lánh'),
  w('Rich', 'Mayamang', '富贵', 'Giàu Có'),
];

export const SLOT_NOUNS: readonly Word[] = [
  w('Gems', 'Hiyas', '宝石', 'Đá Quý'),
  w('Treasure', 'Kayamanan', '宝藏', 'Kho Báu'),
  w('Fortune', 'Kapalaran', '财富', 'Tài Lộc'),
  w('Phoenix', 'Phoenix', '凤凰', 'Phượng Hoàng'),
  w('Tiger', 'Tigre', '老虎', 'Hổ'),
  w('Empire', 'Imperyo', '王朝', 'Đế Chế'),
  w('Riches', 'Yaman', '财宝', 'Giàu Sang'),
  w('Dragon', 'Dragon', '神龙', 'Rồng'),
  w('Party', 'Pista', '派对', 'Bữa Tiệc'),
  w('Bonanza', 'Bonanza', '大丰收', 'Bội Thu'),
  w('Legends', 'Alamat', '传奇', 'Huyền Thoại'),
  w('Kingdom', 'Kaharian', '王国', 'Vương Quốc'),
  w('Reels', 'Reels', '转轴', 'Cuộn Quay'),
  w('Jackpot', 'Jackpot', '大奖', 'Độc Đắc'),
  w('Quest', 'Pakikipagsapalaran', '探险', 'Phiêu Lưu'),
  w('Coins', 'Barya', '金币', 'Đồng Xu'),
  w('Lanterns', 'Parol', '灯笼', 'Đèn Lồng'),
  w('Buffalo', 'Kalabaw', '水牛', 'Trâu Rừng'),
  w('Panda', 'Panda', '熊猫', 'Gấu Trúc'),
  w('Koi', 'Koi', '锦鲤', 'Cá Chép'),
  w('Wolf', 'Lobo', '野狼', 'Sói'),
  w('Monkey', 'Unggoy', '灵猴', 'Khỉ'),
  w('Pharaoh', 'Paraon', '法老', 'Pharaoh'),
  w('Samurai', 'Samurai', '武士', 'Samurai'),
];

export const SLOT_SUFFIXES: readonly Word[] = [
  w('', '', '', ''),
  w(' Deluxe', ' Deluxe', '豪华版', ' Cao Cấp'),
  w(' Megaways', ' Megaways', ' Megaways', ' Megaways'),
  w(' Hold & Win', ' Hold & Win', '聚宝', ' Giữ & Thắng'),
  w(' Rush', ' Rush', '冲刺', ' Tốc Độ'),
  w(' 2', ' 2', '2', ' 2'),
  w(' Boost', ' Boost', '加倍', ' Tăng Tốc'),
  w(' Extreme', ' Extreme', '极限', ' Cực Đại'),
];

export const FISH_NOUNS: readonly Word[] = [
  w('Ocean King', 'Hari ng Dagat', '海洋之王', 'Vua Đại Dương'),
  w('Fishing War', 'Digmaan sa Pangingisda', '捕鱼大战', 'Chiến Tranh Câu Cá'),
  w('Shark Hunter', 'Mangangaso ng Pating', '猎鲨', 'Thợ Săn Cá Mập'),
  w('Fish Party', 'Pista ng Isda', '捕鱼派对', 'Tiệc Cá'),
  w('Deep Sea Hunt', 'Pangangaso sa Laot', '深海狩猎', 'Săn Biển Sâu'),
  w('Mermaid Catch', 'Huli ng Sirena', '美人鱼', 'Bắt Nàng Tiên Cá'),
  w('Crab Battle', 'Labanan ng Alimango', '螃蟹大战', 'Đại Chiến Cua'),
  w('Whale Strike', 'Tira sa Balyena', '巨鲸', 'Săn Cá Voi'),
];

export const TABLE_NAMES: readonly (Word & { classify: string })[] = [
  { ...w('Baccarat', 'Baccarat', '百家乐', 'Baccarat'), classify: 'BAC' },
  { ...w('Speed Baccarat', 'Mabilis na Baccarat', '极速百家乐', 'Baccarat Tốc Độ'), classify: 'BAC' },
  { ...w('Roulette', 'Roulette', '轮盘', 'Roulette'), classify: 'ROU' },
  { ...w('Speed Roulette', 'Mabilis na Roulette', '极速轮盘', 'Roulette Tốc Độ'), classify: 'ROU' },
  { ...w('Sic Bo', 'Sic Bo', '骰宝', 'Tài Xỉu'), classify: 'SIC' },
  { ...w('Dragon Tiger', 'Dragon Tiger', '龙虎', 'Rồng Hổ'), classify: 'DT' },
  { ...w('Blackjack', 'Blackjack', '二十一点', 'Xì Dách'), classify: 'BJ' },
  { ...w('Color Game', 'Color Game', '彩色游戏', 'Trò Chơi Màu Sắc'), classify: 'GS' },
  { ...w('Money Wheel', 'Gulong ng Pera', '幸运轮', 'Vòng Quay Tiền'), classify: 'GS' },
  { ...w('Andar Bahar', 'Andar Bahar', '内外', 'Andar Bahar'), classify: 'GS' },
];

export const PVP_NAMES: readonly (Word & { classify: string })[] = [
  { ...w('Tongits', 'Tongits', '通吃', 'Tongits'), classify: 'TONGITS' },
  { ...w('Pusoy Dos', 'Pusoy Dos', '锄大地', 'Tiến Lên'), classify: 'POKER' },
  { ...w("Texas Hold'em", "Texas Hold'em", '德州扑克', 'Xì Tố Texas'), classify: 'POKER' },
  { ...w('Teen Patti', 'Teen Patti', '三张牌', 'Teen Patti'), classify: 'POKER' },
  { ...w('Rummy', 'Rummy', '拉米', 'Rummy'), classify: 'RUMMY' },
  { ...w('Lucky 9', 'Lucky 9', '幸运九', 'Lucky 9'), classify: 'POKER' },
  { ...w('Mahjong', 'Mahjong', '麻将', 'Mạt Chược'), classify: 'MAHJONG' },
  { ...w('Domino', 'Domino', '多米诺', 'Domino'), classify: 'MAHJONG' },
];

export const PVP_VARIANTS: readonly Word[] = [
  w('', '', '', ''),
  w(' Go', ' Go', '畅玩', ' Go'),
  w(' Plus', ' Plus', '加强版', ' Plus'),
  w(' Club', ' Club', '俱乐部', ' Câu Lạc Bộ'),
  w(' Royale', ' Royale', '皇家版', ' Hoàng Gia'),
  w(' Pro', ' Pro', '大师版', ' Pro'),
];

export const INHOUSE_NAMES: readonly (Word & { classify: string })[] = [
  { ...w('Crash', 'Crash', '爆点', 'Crash'), classify: 'CRASH' },
  { ...w('Mines', 'Mina', '扫雷', 'Dò Mìn'), classify: 'MINES' },
  { ...w('Plinko', 'Plinko', '弹珠', 'Plinko'), classify: 'PLINKO' },
  { ...w('Dice', 'Dais', '骰子', 'Xúc Xắc'), classify: 'DICE' },
  { ...w('Limbo', 'Limbo', '林波', 'Limbo'), classify: 'CRASH' },
  { ...w('Hi-Lo', 'Hi-Lo', '高低', 'Cao Thấp'), classify: 'DICE' },
  { ...w('Keno', 'Keno', '基诺', 'Keno'), classify: 'KENO' },
  { ...w('Wheel', 'Gulong', '转盘', 'Vòng Quay'), classify: 'PLINKO' },
  { ...w('Tower', 'Tore', '高塔', 'Tòa Tháp'), classify: 'MINES' },
  { ...w('Coin Flip', 'Hagis Barya', '抛硬币', 'Tung Đồng Xu'), classify: 'DICE' },
];

export const LOTTO_NAMES: readonly (Word & { classify: string; code: string })[] = [
  { ...w('Super Lotto 6/49', 'Super Lotto 6/49', '超级乐透 6/49', 'Xổ Số Siêu Cấp 6/49'), classify: 'LOTTO', code: 'SL649' },
  { ...w('Grand Lotto 6/55', 'Grand Lotto 6/55', '大乐透 6/55', 'Xổ Số Lớn 6/55'), classify: 'LOTTO', code: 'GL655' },
  { ...w('Ultra Lotto 6/58', 'Ultra Lotto 6/58', '至尊乐透 6/58', 'Xổ Số Tối Thượng 6/58'), classify: 'LOTTO', code: 'UL658' },
  { ...w('Mega Lotto 6/45', 'Mega Lotto 6/45', '百万乐透 6/45', 'Mega 6/45'), classify: 'LOTTO', code: 'ML645' },
  { ...w('Lotto 6/42', 'Lotto 6/42', '乐透 6/42', 'Xổ Số 6/42'), classify: 'LOTTO', code: 'L642' },
  { ...w('6D Lotto', '6D Lotto', '6D 乐透', 'Xổ Số 6D'), classify: 'DIGIT', code: 'D6' },
  { ...w('4D Lotto', '4D Lotto', '4D 乐透', 'Xổ Số 4D'), classify: 'DIGIT', code: 'D4' },
  { ...w('3D Lotto', '3D Lotto', '3D 乐透', 'Xổ Số 3D'), classify: 'DIGIT', code: 'D3' },
  { ...w('2D Lotto', '2D Lotto', '2D 乐透', 'Xổ Số 2D'), classify: 'DIGIT', code: 'D2' },
];

/** Vietnamese lottery draws by region, plus the quick draws (Entertainment play). */
export const VN_LOTTO_NAMES: readonly (Word & { classify: string; code: string; fast?: boolean })[] = [
  { ...w('Hanoi', 'Hanoi', '河内', 'Hà Nội'), classify: 'VN_NORTH', code: 'HN' },
  { ...w('Hai Phong', 'Hai Phong', '海防', 'Hải Phòng'), classify: 'VN_NORTH', code: 'HP' },
  { ...w('Quang Ninh', 'Quang Ninh', '广宁', 'Quảng Ninh'), classify: 'VN_NORTH', code: 'QN' },
  { ...w('Da Nang', 'Da Nang', '岘港', 'Đà Nẵng'), classify: 'VN_CENTRAL', code: 'DNG' },
  { ...w('Hue', 'Hue', '顺化', 'Thừa Thiên Huế'), classify: 'VN_CENTRAL', code: 'TTH' },
  { ...w('Khanh Hoa', 'Khanh Hoa', '庆和', 'Khánh Hòa'), classify: 'VN_CENTRAL', code: 'KH' },
  { ...w('Ho Chi Minh City', 'Ho Chi Minh City', '胡志明市', 'TP. Hồ Chí Minh'), classify: 'VN_SOUTH', code: 'HCM' },
  { ...w('Can Tho', 'Can Tho', '芹苴', 'Cần Thơ'), classify: 'VN_SOUTH', code: 'CT' },
  { ...w('Dong Nai', 'Dong Nai', '同奈', 'Đồng Nai'), classify: 'VN_SOUTH', code: 'DN' },
  { ...w('Fast 3 (1 min)', 'Fast 3 (1 minuto)', '快三 (1分钟)', 'Nhanh 3 (1 phút)'), classify: 'FAST', code: 'F3M1', fast: true },
  { ...w('Fast 5 (3 min)', 'Fast 5 (3 minuto)', '快五 (3分钟)', 'Nhanh 5 (3 phút)'), classify: 'FAST', code: 'F5M3', fast: true },
  { ...w('Vietlott Quick (5 min)', 'Vietlott Quick (5 minuto)', '越南快彩 (5分钟)', 'Vietlott Nhanh (5 phút)'), classify: 'FAST', code: 'VQ5', fast: true },
];

/** Winner names, as players type them (the board masks them). */
export const NAME_SYLLABLES = [
  'ja', 'mar', 'ki', 'lo', 'ren', 'an', 'jo', 'mi', 'ra', 'ben', 'cha', 'del', 'ly', 'ro', 'sam', 'ta',
  'vin', 'el', 'pau', 'li', 'ne', 'gab', 'ric', 'ay', 'jun', 'bong', 'nes', 'to', 'ry', 'za',
];
