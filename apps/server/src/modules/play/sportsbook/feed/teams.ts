import type { Sport } from '@lobby/contract/rules';

/**
 * The local feed's competitions: leagues and tournaments with their teams or players, strongest first (a
 * team's place in its list sets its strength, the seed adds a little of its own). Names as the competitions
 * write them.
 */
export interface LeagueData {
  ref: string;
  name: string;
  country: string;
  sport: Sport;
  teams: readonly string[];
  /** basketball: the points a side scores in a game on average; tennis: the chance of winning a point on serve */
  level?: number;
}

const ATP = [
  'Jannik Sinner', 'Carlos Alcaraz', 'Alexander Zverev', 'Novak Djokovic', 'Taylor Fritz', 'Ben Shelton', 'Jack Draper',
  'Alex de Minaur', 'Lorenzo Musetti', 'Holger Rune', 'Daniil Medvedev', 'Casper Ruud', 'Andrey Rublev', 'Tommy Paul',
  'Félix Auger-Aliassime', 'Frances Tiafoe', 'Stefanos Tsitsipas', 'Karen Khachanov', 'Alexander Bublik', 'Arthur Fils',
  'Jakub Menšík', 'João Fonseca', 'Ugo Humbert', 'Learner Tien',
];
const WTA = [
  'Aryna Sabalenka', 'Iga Świątek', 'Coco Gauff', 'Jessica Pegula', 'Elena Rybakina', 'Amanda Anisimova', 'Mirra Andreeva',
  'Madison Keys', 'Jasmine Paolini', 'Qinwen Zheng', 'Emma Navarro', 'Elina Svitolina', 'Karolína Muchová', 'Belinda Bencic',
  'Clara Tauson', 'Ekaterina Alexandrova', 'Paula Badosa', 'Naomi Osaka', 'Leylah Fernandez', 'Alexandra Eala',
  'Daria Kasatkina', 'Marta Kostyuk',
];

export const LEAGUES: readonly LeagueData[] = [
  // football
  {
    ref: 'eng-pl', name: 'English Premier League', country: 'England', sport: 'football',
    teams: ['Liverpool', 'Arsenal', 'Manchester City', 'Chelsea', 'Newcastle United', 'Aston Villa', 'Tottenham Hotspur', 'Nottingham Forest',
      'Brighton & Hove Albion', 'Manchester United', 'Crystal Palace', 'Bournemouth', 'Brentford', 'Fulham', 'Everton', 'West Ham United',
      'Wolverhampton Wanderers', 'Leeds United', 'Sunderland', 'Burnley'],
  },
  {
    ref: 'esp-laliga', name: 'La Liga', country: 'Spain', sport: 'football',
    teams: ['Real Madrid', 'Barcelona', 'Atlético Madrid', 'Athletic Club', 'Villarreal', 'Real Betis', 'Real Sociedad', 'Celta Vigo',
      'Girona', 'Sevilla', 'Osasuna', 'Rayo Vallecano', 'Valencia', 'Mallorca', 'Getafe', 'Espanyol', 'Alavés', 'Elche', 'Levante', 'Real Oviedo'],
  },
  {
    ref: 'ita-seriea', name: 'Serie A', country: 'Italy', sport: 'football',
    teams: ['Inter', 'Napoli', 'Juventus', 'AC Milan', 'Atalanta', 'Roma', 'Lazio', 'Fiorentina', 'Bologna', 'Como', 'Torino', 'Udinese',
      'Genoa', 'Cagliari', 'Parma', 'Lecce', 'Sassuolo', 'Verona', 'Cremonese', 'Pisa'],
  },
  {
    ref: 'vie-vleague1', name: 'V.League 1', country: 'Vietnam', sport: 'football',
    teams: ['Thép Xanh Nam Định', 'Công An Hà Nội', 'Hà Nội FC', 'Thể Công Viettel', 'Becamex TP.HCM', 'Hải Phòng', 'Đông Á Thanh Hóa',
      'Hoàng Anh Gia Lai', 'SHB Đà Nẵng', 'Sông Lam Nghệ An', 'Hồng Lĩnh Hà Tĩnh', 'PVF-CAND', 'Ninh Bình FC', 'Công An TP.HCM'],
  },
  {
    ref: 'tha-league1', name: 'Thai League 1', country: 'Thailand', sport: 'football',
    teams: ['Buriram United', 'Bangkok United', 'Port FC', 'BG Pathum United', 'Muangthong United', 'Ratchaburi', 'Chiangrai United',
      'Chonburi', 'PT Prachuap', 'Uthai Thani', 'Sukhothai', 'Lamphun Warriors', 'Nakhon Ratchasima', 'Kanchanaburi Power', 'Ayutthaya United', 'Rayong'],
  },
  {
    ref: 'phi-pfl', name: 'Philippines Football League', country: 'Philippines', sport: 'football',
    teams: ['Kaya FC–Iloilo', 'Dynamic Herb Cebu', 'Manila Digger', 'One Taguig', 'Stallion Laguna', 'Davao Aguilas', 'Mendiola FC 1991',
      'Loyola', 'Philippine Army', 'Tuloy FC', 'Maharlika Taguig', 'Manila Montet'],
  },
  {
    ref: 'idn-liga1', name: 'Liga 1', country: 'Indonesia', sport: 'football',
    teams: ['Persib Bandung', 'Persebaya Surabaya', 'Dewa United', 'Malut United', 'Persija Jakarta', 'Borneo FC', 'Bali United', 'PSM Makassar',
      'Arema FC', 'Persik Kediri', 'Madura United', 'PSBS Biak', 'Persis Solo', 'Semen Padang', 'PSIS Semarang', 'Persita Tangerang'],
  },
  {
    ref: 'mys-superleague', name: 'Malaysia Super League', country: 'Malaysia', sport: 'football',
    teams: ['Johor Darul Ta\'zim', 'Selangor', 'Sabah', 'Terengganu', 'Kuala Lumpur City', 'Kuching City', 'Penang', 'Negeri Sembilan',
      'Sri Pahang', 'PDRM', 'Kedah Darul Aman', 'Perak', 'Melaka', 'Immigration FC'],
  },
  {
    ref: 'jpn-j1', name: 'J1 League', country: 'Japan', sport: 'football',
    teams: ['Vissel Kobe', 'Sanfrecce Hiroshima', 'Kashima Antlers', 'Kashiwa Reysol', 'Machida Zelvia', 'Kawasaki Frontale', 'Urawa Red Diamonds',
      'Gamba Osaka', 'FC Tokyo', 'Cerezo Osaka', 'Nagoya Grampus', 'Yokohama F. Marinos', 'Kyoto Sanga', 'Avispa Fukuoka', 'Shimizu S-Pulse', 'Tokyo Verdy'],
  },
  {
    ref: 'kor-k1', name: 'K League 1', country: 'South Korea', sport: 'football',
    teams: ['Jeonbuk Hyundai Motors', 'Ulsan HD', 'Pohang Steelers', 'FC Seoul', 'Gimcheon Sangmu', 'Daejeon Hana Citizen', 'Gangwon FC',
      'Gwangju FC', 'Suwon FC', 'Jeju SK', 'FC Anyang', 'Daegu FC'],
  },
  // basketball (level: a side's points per game)
  {
    ref: 'usa-nba', name: 'NBA', country: 'USA', sport: 'basketball', level: 114,
    teams: ['Oklahoma City Thunder', 'Cleveland Cavaliers', 'Boston Celtics', 'Denver Nuggets', 'New York Knicks', 'Houston Rockets',
      'Los Angeles Lakers', 'Minnesota Timberwolves', 'Golden State Warriors', 'Indiana Pacers', 'Milwaukee Bucks', 'Los Angeles Clippers',
      'Detroit Pistons', 'Orlando Magic', 'Memphis Grizzlies', 'Atlanta Hawks', 'Miami Heat', 'Sacramento Kings', 'Dallas Mavericks',
      'Phoenix Suns', 'San Antonio Spurs', 'Chicago Bulls', 'Toronto Raptors', 'Portland Trail Blazers'],
  },
  {
    ref: 'phi-pba', name: 'PBA Philippine Cup', country: 'Philippines', sport: 'basketball', level: 98,
    teams: ['San Miguel Beermen', 'Barangay Ginebra San Miguel', 'TNT Tropang 5G', 'Meralco Bolts', 'Rain or Shine Elasto Painters',
      'Magnolia Chicken Timplados Hotshots', 'NLEX Road Warriors', 'Converge FiberXers', 'Phoenix Fuel Masters', 'NorthPort Batang Pier',
      'Blackwater Bossing', 'Terrafirma Dyip'],
  },
  {
    ref: 'eur-euroleague', name: 'EuroLeague', country: 'Europe', sport: 'basketball', level: 82,
    teams: ['Fenerbahçe Beko', 'Olympiacos', 'Panathinaikos', 'Real Madrid', 'Monaco', 'Barcelona', 'Žalgiris Kaunas', 'Anadolu Efes',
      'Partizan', 'Crvena zvezda', 'Olimpia Milano', 'Bayern Munich', 'Virtus Bologna', 'Maccabi Tel Aviv', 'Paris Basketball', 'Baskonia'],
  },
  {
    ref: 'chn-cba', name: 'CBA', country: 'China', sport: 'basketball', level: 100,
    teams: ['Liaoning Flying Leopards', 'Guangdong Southern Tigers', 'Zhejiang Lions', 'Shanghai Sharks', 'Beijing Ducks', 'Shandong Heroes',
      'Xinjiang Flying Tigers', 'Shenzhen Leopards', 'Guangzhou Loong Lions', 'Zhejiang Golden Bulls', 'Qingdao Eagles', 'Shanxi Loongs'],
  },
  {
    ref: 'vie-vba', name: 'VBA', country: 'Vietnam', sport: 'basketball', level: 80,
    teams: ['Saigon Heat', 'Hanoi Buffaloes', 'Thang Long Warriors', 'Danang Dragons', 'Cantho Catfish', 'Nha Trang Dolphins', 'HCMC Wings'],
  },
  {
    ref: 'idn-ibl', name: 'IBL', country: 'Indonesia', sport: 'basketball', level: 78,
    teams: ['Pelita Jaya Jakarta', 'Satria Muda Pertamina', 'Dewa United Banten', 'Prawira Harum Bandung', 'RANS Simba Bogor', 'Bima Perkasa Jogja',
      'Tangerang Hawks', 'Bali United Basketball', 'Kesatria Bengawan Solo', 'Borneo Hornbills'],
  },
  // tennis (level: the chance of winning a point on serve)
  { ref: 'atp-shanghai', name: 'ATP Masters 1000 Shanghai', country: 'China', sport: 'tennis', level: 0.64, teams: ATP },
  { ref: 'atp-tokyo', name: 'ATP 500 Tokyo', country: 'Japan', sport: 'tennis', level: 0.64, teams: ATP },
  { ref: 'atp-hongkong', name: 'ATP 250 Hong Kong', country: 'Hong Kong', sport: 'tennis', level: 0.63, teams: ATP },
  { ref: 'wta-wuhan', name: 'WTA 1000 Wuhan', country: 'China', sport: 'tennis', level: 0.56, teams: WTA },
  { ref: 'wta-tokyo', name: 'WTA 500 Tokyo', country: 'Japan', sport: 'tennis', level: 0.56, teams: WTA },
  { ref: 'wta-huahin', name: 'WTA 250 Hua Hin', country: 'Thailand', sport: 'tennis', level: 0.55, teams: WTA },
  // e-sports
  {
    ref: 'dota-eslone', name: 'ESL One', country: 'International', sport: 'dota2',
    teams: ['Team Spirit', 'Team Falcons', 'Tundra Esports', 'PARIVISION', 'Team Liquid', 'BetBoom Team', 'Xtreme Gaming', 'Gaimin Gladiators',
      'Aurora Gaming', 'Natus Vincere', 'Nigma Galaxy', 'Talon Esports'],
  },
  {
    ref: 'dota-pgl', name: 'PGL Wallachia', country: 'International', sport: 'dota2',
    teams: ['Team Falcons', 'Team Spirit', 'Team Tidebound', 'Tundra Esports', 'BOOM Esports', 'Team Liquid', 'Heroic', 'OG', 'Team Secret',
      'Nemiga Gaming', 'Yakult Brothers', 'Virtus.pro'],
  },
  {
    ref: 'cs-eslpro', name: 'ESL Pro League', country: 'International', sport: 'cs2',
    teams: ['Team Vitality', 'MOUZ', 'The MongolZ', 'Team Spirit', 'FURIA', 'Natus Vincere', 'Aurora', 'Falcons', 'G2 Esports', 'FaZe Clan',
      '3DMAX', 'Astralis', 'Heroic', 'Virtus.pro', 'Team Liquid', 'paiN Gaming'],
  },
  {
    ref: 'cs-pgl', name: 'PGL Masters Bucharest', country: 'International', sport: 'cs2',
    teams: ['Team Vitality', 'FURIA', 'The MongolZ', 'MOUZ', 'Natus Vincere', 'Team Spirit', 'G2 Esports', 'Falcons', 'TYLOO', 'Lynn Vision',
      'Rare Atom', 'Virtus.pro'],
  },
  {
    ref: 'lol-lck', name: 'LCK', country: 'South Korea', sport: 'lol',
    teams: ['Gen.G', 'Hanwha Life Esports', 'T1', 'KT Rolster', 'Dplus KIA', 'BNK FearX', 'Nongshim RedForce', 'DN Freecs', 'OKSavingsBank BRION', 'DRX'],
  },
  {
    ref: 'lol-lpl', name: 'LPL', country: 'China', sport: 'lol',
    teams: ['Bilibili Gaming', 'Anyone\'s Legend', 'Top Esports', 'JD Gaming', 'Invictus Gaming', 'Weibo Gaming', 'Ninjas in Pyjamas',
      'LNG Esports', 'EDward Gaming', 'FunPlus Phoenix', 'Team WE', 'Oh My God'],
  },
  {
    ref: 'lol-vcs', name: 'VCS', country: 'Vietnam', sport: 'lol',
    teams: ['GAM Esports', 'Team Secret Whales', 'Vikings Esports', 'Team Flash', 'MGN Vikings Esports', 'CERBERUS Esports', 'Saigon Dino', 'Gaming Studio Ultra'],
  },
  {
    ref: 'mlbb-mplph', name: 'MPL PH', country: 'Philippines', sport: 'mlbb',
    teams: ['Team Liquid PH', 'ONIC Philippines', 'Falcons AP.Bren', 'Aurora PH', 'Team Occupy Manila', 'TNC Pro Team', 'Twisted Minds PH', 'Smart Omega'],
  },
  {
    ref: 'mlbb-mplid', name: 'MPL ID', country: 'Indonesia', sport: 'mlbb',
    teams: ['ONIC', 'Team Liquid ID', 'RRQ Hoshi', 'Alter Ego', 'EVOS', 'Bigetron by Vitality', 'Dewa United Esports', 'Geek Fam ID', 'Natus Vincere ID'],
  },
  {
    ref: 'mlbb-mplmy', name: 'MPL MY', country: 'Malaysia', sport: 'mlbb',
    teams: ['Selangor Red Giants', 'Team Vamos', 'Homebois', 'Team HAQ', 'Todak', 'AC Esports', 'Monster Vicious', 'Team Rey'],
  },
];

export const leaguesOf = (sport: Sport): LeagueData[] => LEAGUES.filter((l) => l.sport === sport);
