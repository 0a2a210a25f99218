/** Messages to players (inbox, e-mail, SMS, Web Push) from the console (/ops), and the player's side of them (/wps). */
export const MESSAGE_OPS_PATHS = {
  messages: '/ops/messages',
  preview: '/ops/messages/preview',
  message: '/ops/messages/:id',
  cancel: '/ops/messages/:id/cancel',
} as const;

export const MESSAGE_PATHS = {
  /** the server's VAPID public key (applicationServerKey) */
  pushKey: '/wps/push/key',
  /** this browser's push subscription: POST saves, DELETE removes */
  pushSubscription: '/wps/push/subscription',
  /** the member's marketing consent per channel */
  marketing: '/wps/member/info/marketing',
} as const;
