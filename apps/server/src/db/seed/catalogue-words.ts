/**
 * Word lists of the generated game names in English, Tagalog, Simplified Chinese, Vietnamese and Traditional
 * Chinese (Taiwan usage, converted from the Simplified with OpenCC's cn-to-twp table and kept here as data).
 * Tagalog adjectives carry their linker (-ng / na) so "adjective noun" reads naturally; Vietnamese puts the
 * noun first. Thai and Indonesian players read the English titles, as game titles are on their local sites.
 */
export interface Word {
  en: string;
  ty: string;
  cn: string;
  vi: string;
  tw: string;
}

function w(en: string, ty: string, cn: string, vi: string, tw: string): Word {
  return { en, ty, cn, vi, tw };
}

export const ADJECTIVES: readonly Word[] = [
  w('Golden', 'Ginintuang', '黄金', 'Vàng', '黃金'),
  w('Lucky', 'Maswerteng', '幸运', 'May Mắn', '幸運'),
  w('Mega', 'Napakalaking', '巨型', 'Khổng Lồ', '巨型'),
  w('Wild', 'Mailap na', '狂野', 'Hoang Dã', '狂野'),
  w('Royal', 'Maharlikang', '皇家', 'Hoàng Gia', '皇家'),
  w('Magic', 'Mahiwagang', '魔法', 'Phép Thuật', '魔法'),
  w('Crazy', 'Nakakabaliw na', '疯狂', 'Điên Cuồng', '瘋狂'),
  w('Mighty', 'Makapangyarihang', '强大', 'Hùng Mạnh', '強大'),
  w('Jungle', 'Masukal na', '丛林', 'Rừng Xanh', '叢林'),
  w('Fiery', 'Nag-aapoy na', '火焰', 'Rực Lửa', '火焰'),
  w('Diamond', 'Diyamanteng', '钻石', 'Kim Cương', '鑽石'),
  w('Jade', 'Jadeng', '翡翠', 'Ngọc Bích', '翡翠'),
  w('Pirate', 'Piratang', '海盗', 'Hải Tặc', '海盜'),
  w('Ancient', 'Sinaunang', '远古', 'Cổ Đại', '遠古'),
  w('Neon', 'Neon na', '霓虹', 'Neon', '霓虹'),
  w('Cosmic', 'Kosmikong', '宇宙', 'Vũ Trụ', '宇宙'),
  w('Sweet', 'Matamis na', '甜蜜', 'Ngọt Ngào', '甜蜜'),
  w('Happy', 'Masayang', '快乐', 'Vui Vẻ', '快樂'),
  w('Thunder', 'Kumukulog na', '雷霆', 'Sấm Sét', '雷霆'),
  w('Silver', 'Pilak na', '白银', 'Bạc', '白銀'),
  w('Mystic', 'Misteryosong', '神秘', 'Huyền Bí', '神秘'),
  w('Imperial', 'Imperyal na', '御用', 'Đế Vương', '御用'),
  w('Shining', 'Nagniningning na', '闪耀', 'Lấp Lánh', '閃耀'),
  w('Rich', 'Mayamang', '富贵', 'Giàu Có', '富貴'),
];

export const SLOT_NOUNS: readonly Word[] = [
  w('Gems', 'Hiyas', '宝石', 'Đá Quý', '寶石'),
  w('Treasure', 'Kayamanan', '宝藏', 'Kho Báu', '寶藏'),
  w('Fortune', 'Kapalaran', '财富', 'Tài Lộc', '財富'),
  w('Phoenix', 'Phoenix', '凤凰', 'Phượng Hoàng', '鳳凰'),
  w('Tiger', 'Tigre', '老虎', 'Hổ', '老虎'),
  w('Empire', 'Imperyo', '王朝', 'Đế Chế', '王朝'),
  w('Riches', 'Yaman', '财宝', 'Giàu Sang', '財寶'),
  w('Dragon', 'Dragon', '神龙', 'Rồng', '神龍'),
  w('Party', 'Pista', '派对', 'Bữa Tiệc', '派對'),
  w('Bonanza', 'Bonanza', '大丰收', 'Bội Thu', '大豐收'),
  w('Legends', 'Alamat', '传奇', 'Huyền Thoại', '傳奇'),
  w('Kingdom', 'Kaharian', '王国', 'Vương Quốc', '王國'),
  w('Reels', 'Reels', '转轴', 'Cuộn Quay', '轉軸'),
  w('Jackpot', 'Jackpot', '大奖', 'Độc Đắc', '大獎'),
  w('Quest', 'Pakikipagsapalaran', '探险', 'Phiêu Lưu', '探險'),
  w('Coins', 'Barya', '金币', 'Đồng Xu', '金幣'),
  w('Lanterns', 'Parol', '灯笼', 'Đèn Lồng', '燈籠'),
  w('Buffalo', 'Kalabaw', '水牛', 'Trâu Rừng', '水牛'),
  w('Panda', 'Panda', '熊猫', 'Gấu Trúc', '熊貓'),
  w('Koi', 'Koi', '锦鲤', 'Cá Chép', '錦鯉'),
  w('Wolf', 'Lobo', '野狼', 'Sói', '野狼'),
  w('Monkey', 'Unggoy', '灵猴', 'Khỉ', '靈猴'),
  w('Pharaoh', 'Paraon', '法老', 'Pharaoh', '法老'),
  w('Samurai', 'Samurai', '武士', 'Samurai', '武士'),
];

export const SLOT_SUFFIXES: readonly Word[] = [
  w('', '', '', '', ''),
  w(' Deluxe', ' Deluxe', '豪华版', ' Cao Cấp', '豪華版'),
  w(' Megaways', ' Megaways', ' Megaways', ' Megaways', ' Megaways'),
  w(' Hold & Win', ' Hold & Win', '聚宝', ' Giữ & Thắng', '聚寶'),
  w(' Rush', ' Rush', '冲刺', ' Tốc Độ', '衝刺'),
  w(' 2', ' 2', '2', ' 2', '2'),
  w(' Boost', ' Boost', '加倍', ' Tăng Tốc', '加倍'),
  w(' Extreme', ' Extreme', '极限', ' Cực Đại', '極限'),
];

export const FISH_NOUNS: readonly Word[] = [
  w('Ocean King', 'Hari ng Dagat', '海洋之王', 'Vua Đại Dương', '海洋之王'),
  w('Fishing War', 'Digmaan sa Pangingisda', '捕鱼大战', 'Chiến Tranh Câu Cá', '捕魚大戰'),
  w('Shark Hunter', 'Mangangaso ng Pating', '猎鲨', 'Thợ Săn Cá Mập', '獵鯊'),
  w('Fish Party', 'Pista ng Isda', '捕鱼派对', 'Tiệc Cá', '捕魚派對'),
  w('Deep Sea Hunt', 'Pangangaso sa Laot', '深海狩猎', 'Săn Biển Sâu', '深海狩獵'),
  w('Mermaid Catch', 'Huli ng Sirena', '美人鱼', 'Bắt Nàng Tiên Cá', '美人魚'),
  w('Crab Battle', 'Labanan ng Alimango', '螃蟹大战', 'Đại Chiến Cua', '螃蟹大戰'),
  w('Whale Strike', 'Tira sa Balyena', '巨鲸', 'Săn Cá Voi', '巨鯨'),
];

export const TABLE_NAMES: readonly (Word & { classify: string })[] = [
  { ...w('Baccarat', 'Baccarat', '百家乐', 'Baccarat', '百家樂'), classify: 'BAC' },
  { ...w('Speed Baccarat', 'Mabilis na Baccarat', '极速百家乐', 'Baccarat Tốc Độ', '極速百家樂'), classify: 'BAC' },
  { ...w('Roulette', 'Roulette', '轮盘', 'Roulette', '輪盤'), classify: 'ROU' },
  { ...w('Speed Roulette', 'Mabilis na Roulette', '极速轮盘', 'Roulette Tốc Độ', '極速輪盤'), classify: 'ROU' },
  { ...w('Sic Bo', 'Sic Bo', '骰宝', 'Tài Xỉu', '骰寶'), classify: 'SIC' },
  { ...w('Dragon Tiger', 'Dragon Tiger', '龙虎', 'Rồng Hổ', '龍虎'), classify: 'DT' },
  { ...w('Blackjack', 'Blackjack', '二十一点', 'Xì Dách', '二十一點'), classify: 'BJ' },
  { ...w('Color Game', 'Color Game', '彩色游戏', 'Trò Chơi Màu Sắc', '彩色遊戲'), classify: 'GS' },
  { ...w('Money Wheel', 'Gulong ng Pera', '幸运轮', 'Vòng Quay Tiền', '幸運輪'), classify: 'GS' },
  { ...w('Andar Bahar', 'Andar Bahar', '内外', 'Andar Bahar', '內外'), classify: 'GS' },
];

export const PVP_NAMES: readonly (Word & { classify: string })[] = [
  { ...w('Tongits', 'Tongits', '通吃', 'Tongits', '通吃'), classify: 'TONGITS' },
  { ...w('Pusoy Dos', 'Pusoy Dos', '锄大地', 'Tiến Lên', '鋤大地'), classify: 'POKER' },
  { ...w("Texas Hold'em", "Texas Hold'em", '德州扑克', 'Xì Tố Texas', '德州撲克'), classify: 'POKER' },
  { ...w('Teen Patti', 'Teen Patti', '三张牌', 'Teen Patti', '三張牌'), classify: 'POKER' },
  { ...w('Rummy', 'Rummy', '拉米', 'Rummy', '拉米'), classify: 'RUMMY' },
  { ...w('Lucky 9', 'Lucky 9', '幸运九', 'Lucky 9', '幸運九'), classify: 'POKER' },
  { ...w('Mahjong', 'Mahjong', '麻将', 'Mạt Chược', '麻將'), classify: 'MAHJONG' },
  { ...w('Domino', 'Domino', '多米诺', 'Domino', '多米諾'), classify: 'MAHJONG' },
];

export const PVP_VARIANTS: readonly Word[] = [
  w('', '', '', '', ''),
  w(' Go', ' Go', '畅玩', ' Go', '暢玩'),
  w(' Plus', ' Plus', '加强版', ' Plus', '加強版'),
  w(' Club', ' Club', '俱乐部', ' Câu Lạc Bộ', '俱樂部'),
  w(' Royale', ' Royale', '皇家版', ' Hoàng Gia', '皇家版'),
  w(' Pro', ' Pro', '大师版', ' Pro', '大師版'),
];

export const INHOUSE_NAMES: readonly (Word & { classify: string })[] = [
  { ...w('Crash', 'Crash', '爆点', 'Crash', '爆點'), classify: 'CRASH' },
  { ...w('Mines', 'Mina', '扫雷', 'Dò Mìn', '掃雷'), classify: 'MINES' },
  { ...w('Plinko', 'Plinko', '弹珠', 'Plinko', '彈珠'), classify: 'PLINKO' },
  { ...w('Dice', 'Dais', '骰子', 'Xúc Xắc', '骰子'), classify: 'DICE' },
  { ...w('Limbo', 'Limbo', '林波', 'Limbo', '林波'), classify: 'CRASH' },
  { ...w('Hi-Lo', 'Hi-Lo', '高低', 'Cao Thấp', '高低'), classify: 'DICE' },
  { ...w('Keno', 'Keno', '基诺', 'Keno', '基諾'), classify: 'KENO' },
  { ...w('Wheel', 'Gulong', '转盘', 'Vòng Quay', '轉盤'), classify: 'PLINKO' },
  { ...w('Tower', 'Tore', '高塔', 'Tòa Tháp', '高塔'), classify: 'MINES' },
  { ...w('Coin Flip', 'Hagis Barya', '抛硬币', 'Tung Đồng Xu', '拋硬幣'), classify: 'DICE' },
];

export const LOTTO_NAMES: readonly (Word & { classify: string; code: string })[] = [
  { ...w('Super Lotto 6/49', 'Super Lotto 6/49', '超级乐透 6/49', 'Xổ Số Siêu Cấp 6/49', '超級樂透 6/49'), classify: 'LOTTO', code: 'SL649' },
  { ...w('Grand Lotto 6/55', 'Grand Lotto 6/55', '大乐透 6/55', 'Xổ Số Lớn 6/55', '大樂透 6/55'), classify: 'LOTTO', code: 'GL655' },
  { ...w('Ultra Lotto 6/58', 'Ultra Lotto 6/58', '至尊乐透 6/58', 'Xổ Số Tối Thượng 6/58', '至尊樂透 6/58'), classify: 'LOTTO', code: 'UL658' },
  { ...w('Mega Lotto 6/45', 'Mega Lotto 6/45', '百万乐透 6/45', 'Mega 6/45', '百萬樂透 6/45'), classify: 'LOTTO', code: 'ML645' },
  { ...w('Lotto 6/42', 'Lotto 6/42', '乐透 6/42', 'Xổ Số 6/42', '樂透 6/42'), classify: 'LOTTO', code: 'L642' },
  { ...w('6D Lotto', '6D Lotto', '6D 乐透', 'Xổ Số 6D', '6D 樂透'), classify: 'DIGIT', code: 'D6' },
  { ...w('4D Lotto', '4D Lotto', '4D 乐透', 'Xổ Số 4D', '4D 樂透'), classify: 'DIGIT', code: 'D4' },
  { ...w('3D Lotto', '3D Lotto', '3D 乐透', 'Xổ Số 3D', '3D 樂透'), classify: 'DIGIT', code: 'D3' },
  { ...w('2D Lotto', '2D Lotto', '2D 乐透', 'Xổ Số 2D', '2D 樂透'), classify: 'DIGIT', code: 'D2' },
];

/** Vietnamese lottery draws by region, plus the quick draws (Entertainment play). */
export const VN_LOTTO_NAMES: readonly (Word & { classify: string; code: string; fast?: boolean })[] = [
  { ...w('Hanoi', 'Hanoi', '河内', 'Hà Nội', '河內'), classify: 'VN_NORTH', code: 'HN' },
  { ...w('Hai Phong', 'Hai Phong', '海防', 'Hải Phòng', '海防'), classify: 'VN_NORTH', code: 'HP' },
  { ...w('Quang Ninh', 'Quang Ninh', '广宁', 'Quảng Ninh', '廣寧'), classify: 'VN_NORTH', code: 'QN' },
  { ...w('Da Nang', 'Da Nang', '岘港', 'Đà Nẵng', '峴港'), classify: 'VN_CENTRAL', code: 'DNG' },
  { ...w('Hue', 'Hue', '顺化', 'Thừa Thiên Huế', '順化'), classify: 'VN_CENTRAL', code: 'TTH' },
  { ...w('Khanh Hoa', 'Khanh Hoa', '庆和', 'Khánh Hòa', '慶和'), classify: 'VN_CENTRAL', code: 'KH' },
  { ...w('Ho Chi Minh City', 'Ho Chi Minh City', '胡志明市', 'TP. Hồ Chí Minh', '胡志明市'), classify: 'VN_SOUTH', code: 'HCM' },
  { ...w('Can Tho', 'Can Tho', '芹苴', 'Cần Thơ', '芹苴'), classify: 'VN_SOUTH', code: 'CT' },
  { ...w('Dong Nai', 'Dong Nai', '同奈', 'Đồng Nai', '同奈'), classify: 'VN_SOUTH', code: 'DN' },
  { ...w('Fast 3 (1 min)', 'Fast 3 (1 minuto)', '快三 (1分钟)', 'Nhanh 3 (1 phút)', '快三 (1分鐘)'), classify: 'FAST', code: 'F3M1', fast: true },
  { ...w('Fast 5 (3 min)', 'Fast 5 (3 minuto)', '快五 (3分钟)', 'Nhanh 5 (3 phút)', '快五 (3分鐘)'), classify: 'FAST', code: 'F5M3', fast: true },
  { ...w('Vietlott Quick (5 min)', 'Vietlott Quick (5 minuto)', '越南快彩 (5分钟)', 'Vietlott Nhanh (5 phút)', '越南快彩 (5分鐘)'), classify: 'FAST', code: 'VQ5', fast: true },
];

/** Winner names, as players type them (the board masks them). */
export const NAME_SYLLABLES = [
  'ja', 'mar', 'ki', 'lo', 'ren', 'an', 'jo', 'mi', 'ra', 'ben', 'cha', 'del', 'ly', 'ro', 'sam', 'ta',
  'vin', 'el', 'pau', 'li', 'ne', 'gab', 'ric', 'ay', 'jun', 'bong', 'nes', 'to', 'ry', 'za',
];
