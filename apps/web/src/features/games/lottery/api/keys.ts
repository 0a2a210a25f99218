/** Query keys of the lottery draws: public answers, keyed by language. */
export const lotteryKeys = {
  all: ['lottery'] as const,
  numero: (language: string) => ['lottery', 'numero', language] as const,
  vnNumero: (language: string) => ['lottery', 'vn-numero', language] as const,
  vnRecent: (gameCode: string, size: number, language: string) => ['lottery', 'vn-recent', gameCode, size, language] as const,
  menu: (language: string) => ['lottery', 'menu', language] as const,
};

/**
 * The device clock's distance from the server's (serverTime of an answer minus the device's time when it
 * arrived), so a countdown is right on a phone whose clock is off.
 */
export function clockOffsetOf(serverTime: number): number {
  return serverTime - Date.now();
}
