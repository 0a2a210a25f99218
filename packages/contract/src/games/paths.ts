/** The game lobby's API paths and where the server serves game artwork. */
export const GAME_PATHS = {
  vendorMapping: '/lgw/vendors/mapping',
  vendorSorting: '/lgw/vendors/sorting',
  vendorGameTypes: '/lgw/vendors/gameTypes',
  gameList: '/lgw/games/mobile',
  /** POST adds, DELETE removes (body nodeId, vendor) */
  favourites: '/lgw/games/favourites',
  favouriteIds: '/lgw/games/favourites/ids',
  favouriteList: '/lgw/games/favourites/list',
  /** GET lists, POST adds */
  recent: '/lgw/games/recent',
  hot: '/lgw/games/hot',
  popular: '/lgw/games/popular',
  winners: '/lgw/games/winners',
  lotteryList: '/lgw/games/lottery',
  lotteryMenu: '/lgw/vn/games/game_menu',
  launch: '/wps/game/launchGame',
  banners: '/lgw/banners',
  /** artwork: `<gameImage>/<nodeId>.svg`, `<vendorIcon>/<vassalage>.svg` and `<vassalage>-WHITE.svg` */
  gameImage: '/media/games',
  vendorIcon: '/media/vendors',
  bannerImage: '/media/banners',
  /** the bundled demo vendor's game pages */
  demoGame: '/games/demo',
  opsHot: '/ops/merchants/:code/hot',
} as const;
