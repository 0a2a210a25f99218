import { GAME_PATHS, MONEY_PATHS } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from './helpers/accounts.ts';
import { get, post, valueOf } from './helpers/money-api.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/** The market brands a fresh install offers, each seen as a player of its market would see it. */
const BRANDS = [
  {
    code: 'JADE',
    host: 'jade.localhost',
    login: { username: 'jade', password: 'Jade#2026' },
    defaultLanguage: 'CN',
    languages: ['CN', 'TW', 'EN'],
    currency: { code: 'CNY', symbol: '¥' },
    timeZone: 'Asia/Shanghai',
    // Simplified Chinese game names
    names: /[\u4e00-\u9fff]/,
    deposits: ['ALIPAY', 'WECHAT', 'UNIONPAY'],
    firstPreset: 50,
    balance: 8_888,
    wallet: { code: 'ALIPAY', number: '+86 138 0013 8000' },
  },
  {
    code: 'SIAM',
    host: 'siam.localhost',
    login: { username: 'siam', password: 'Siam#2026' },
    defaultLanguage: 'TH',
    languages: ['TH', 'EN'],
    currency: { code: 'THB', symbol: '฿' },
    timeZone: 'Asia/Bangkok',
    // Thai players read the studios' English titles
    names: /^[\x20-\x7e]+$/,
    deposits: ['PROMPTPAY', 'TRUEMONEY', 'BANK'],
    firstPreset: 100,
    balance: 20_000,
    wallet: { code: 'TRUEMONEY', number: '081 234 5678' },
  },
  {
    code: 'NUSA',
    host: 'nusa.localhost',
    login: { username: 'nusa', password: 'Nusa#2026' },
    defaultLanguage: 'ID',
    languages: ['ID', 'EN'],
    currency: { code: 'IDR', symbol: 'Rp' },
    timeZone: 'Asia/Jakarta',
    names: /^[\x20-\x7e]+$/,
    deposits: ['DANA', 'OVO', 'GOPAY', 'BANK'],
    firstPreset: 10_000,
    balance: 5_000_000,
    wallet: { code: 'DANA', number: '0812-3456-7890' },
  },
] as const;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe.each(BRANDS)('the $code brand', (brand) => {
  it('answers its status through its domain with its languages, currency and time zone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: { host: brand.host } });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.info).toMatchObject({
      merchantCode: brand.code,
      defaultLanguage: brand.defaultLanguage,
      languages: brand.languages,
      currency: brand.currency,
      timeZone: brand.timeZone,
    });
  });

  it('lists games named in its default language', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${GAME_PATHS.gameList}?gameType=RNG&pageSize=20`, headers: { host: brand.host } });
    expect(res.statusCode).toBe(200);
    const { games, totalCount } = res.json().value as { games: { gameName: string; nodeName: string }[]; totalCount: number };
    expect(totalCount).toBeGreaterThan(20);
    for (const g of games) expect(g.gameName).toMatch(brand.names);
    // The Chinese brand's names are not the English titles; the others' are.
    const english = (
      await t.app.inject({ method: 'GET', url: `${GAME_PATHS.gameList}?gameType=RNG&pageSize=20&language=EN`, headers: { host: brand.host } })
    ).json().value.games as { gameName: string }[];
    if (brand.code === 'JADE') expect(games[0]!.gameName).not.toBe(english[0]!.gameName);
    else expect(games.map((g) => g.gameName)).toEqual(english.map((g) => g.gameName));
  });

  it('offers its demo player deposit channels in its currency', async () => {
    const token = await tokenFor(t.app, brand.login, { host: brand.host });
    const v = valueOf(await get(t.app, MONEY_PATHS.depositChannels, token, { host: brand.host }));
    expect(v.channels.map((c: { code: string }) => c.code)).toEqual(brand.deposits);
    expect(v.channels[0].presets[0]).toBe(brand.firstPreset);
    expect(v.firstDepositBonus).toMatchObject({ percent: 120 });
    expect(valueOf(await get(t.app, MONEY_PATHS.funds, token, { host: brand.host }))).toMatchObject({
      currency: brand.currency.code,
      sumBalance: brand.balance,
    });
  });

  it("pays out to its market's e-wallet, taking a local mobile number", async () => {
    const token = await tokenFor(t.app, brand.login, { host: brand.host });
    const headers = { host: brand.host };
    const institutions = valueOf(await get(t.app, MONEY_PATHS.payoutInstitutions, token, headers));
    expect(institutions[0]).toMatchObject({ code: brand.wallet.code });
    valueOf(await post(t.app, MONEY_PATHS.payeeName, { payeeName: 'Demo Player' }, token, headers));
    const card = valueOf(await post(t.app, MONEY_PATHS.bankCards, { bankCode: brand.wallet.code, accountNo: brand.wallet.number }, token, headers));
    expect(card).toMatchObject({ kind: 'ewallet', accountNoMasked: `••••••${brand.wallet.number.slice(-4)}` });
    const foreign = await post(t.app, MONEY_PATHS.bankCards, { bankCode: brand.wallet.code, accountNo: '+84 912 345 678' }, token, headers);
    expect(foreign.statusCode).toBe(400);
  });
});
