import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { CONSOLE_ROLES, operatorUsernameSchema } from '@lobby/contract';
import type { ConsoleRole } from '@lobby/contract';
import { ConfigError, loadConfig } from './config.ts';
import type { Config } from './config.ts';
import { secretBoxOf } from './core/data-key.ts';
import { appendAudit } from './core/operators/audit.ts';
import type { CLI_ACTIONS } from './core/operators/audit.ts';
import { createOperatorRepository } from './core/operators/repository.ts';
import type { OperatorRepository } from './core/operators/repository.ts';
import { createDatabase } from './db/database.ts';
import { prepareDatabase } from './db/prepare.ts';
import { hashPassword } from './lib/passwords.ts';
import { oneTimePassword } from './modules/operators/operators/service.ts';

/**
 * Operator accounts from the command line, on the database the server uses (DATABASE_URL, the server's
 * configuration): how the first owner of a production install comes to exist, and how an owner locked out
 * of their authenticator gets back in. `npm run operator -- help` lists the commands.
 */
const USAGE = `usage: npm run operator -- <command>

  create <username> --role <role> [--merchants all|CODE,CODE] [--name "Display name"]
      a new operator with a one-time password (roles: ${CONSOLE_ROLES.join(', ')}; merchants default to all)
  reset-password <username>     a new one-time password; the operator's sessions end
  reset-totp <username>         drops the operator's second factor: they enrol again at the next sign-in
  disable <username>            the operator can no longer sign in; their sessions end
  enable <username>             signs-in allowed again
  list                          every operator with role, merchants and state

Uses DATABASE_URL (and DATA_ENCRYPTION_KEY) exactly as the server does.`;

class UsageError extends Error {}

interface Context {
  repository: OperatorRepository;
  config: Config;
  merchants: Set<string>;
  now: number;
  /** who ran the command, as the audit log names them */
  actor: string;
}

function consoleUrl(config: Config): string {
  const base = process.env.PUBLIC_URL ?? `http://localhost:${config.port}`;
  return `${base.replace(/\/$/, '')}/console`;
}

function printOneTime(username: string, password: string, config: Config, intro: string): void {
  const rule = '-'.repeat(64);
  console.log(`${intro}

${rule}
  One-time password for ${username}:   ${password}
${rule}

It is shown only this once and is not stored anywhere readable. Hand it to ${username}
in person or over a channel you trust (not the same e-mail thread as the username).

What ${username} does next:
  1. Open ${consoleUrl(config)} and sign in as "${username}" with the one-time password.
  2. Choose a new password (at least 12 characters, not a common one, not the username).
  3. Scan the QR code with an authenticator app (Google Authenticator, 1Password, Authy, ...)
     and enter the 6-digit code it shows.
The console opens nothing else until both steps are done.`);
}

async function audit(ctx: Context, action: keyof typeof CLI_ACTIONS, username: string, before: unknown, after: unknown): Promise<void> {
  await appendAudit(ctx.repository, {
    actor: ctx.actor,
    actorRole: 'automation',
    merchant: null,
    action,
    target: { username },
    before,
    after,
    ip: 'command line',
    status: 'ok',
    at: ctx.now,
  });
}

async function existing(ctx: Context, raw: string | undefined) {
  const username = parseUsername(raw);
  const row = await ctx.repository.byUsername(username);
  if (!row) throw new UsageError(`no operator "${username}" (npm run operator -- list shows them)`);
  return row;
}

function parseUsername(raw: string | undefined): string {
  if (!raw) throw new UsageError('which operator? give a username');
  const parsed = operatorUsernameSchema.safeParse(raw);
  if (!parsed.success) throw new UsageError(`"${raw}" is not a valid username: 3-32 of a-z, 0-9, . _ - (starting with a letter or digit)`);
  return parsed.data;
}

async function create(ctx: Context, args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { role: { type: 'string' }, merchants: { type: 'string' }, name: { type: 'string' } },
  });
  const username = parseUsername(positionals[0]);
  const role = values.role as ConsoleRole | undefined;
  if (!role || !CONSOLE_ROLES.includes(role)) throw new UsageError(`--role is one of ${CONSOLE_ROLES.join(', ')}`);
  const list = (values.merchants ?? 'all').trim();
  const merchants = list.toLowerCase() === 'all' ? 'all' : list.split(',').map((m) => m.trim().toUpperCase()).filter(Boolean);
  if (merchants !== 'all') {
    if (merchants.length === 0) throw new UsageError('--merchants is "all" or merchant codes separated by commas');
    const unknown = merchants.filter((m) => !ctx.merchants.has(m));
    if (unknown.length > 0) throw new UsageError(`unknown merchant(s): ${unknown.join(', ')} (known: ${[...ctx.merchants].sort().join(', ')})`);
  }
  if (await ctx.repository.byUsername(username)) throw new UsageError(`an operator "${username}" already exists (reset-password gives them a new one-time password)`);
  const password = oneTimePassword();
  const row = await ctx.repository.insert({
    username,
    displayName: values.name?.trim() || username,
    passwordHash: await hashPassword(password),
    role,
    merchants,
    passwordChangeRequired: true,
    createdAt: ctx.now,
  });
  if (!row) throw new UsageError(`an operator "${username}" already exists`);
  await audit(ctx, 'CLI create operator', username, null, { username, role, merchants });
  const scope = merchants === 'all' ? 'all merchants, present and future' : `merchants ${merchants.join(', ')}`;
  printOneTime(username, password, ctx.config, `Created operator "${username}" (role ${role}, ${scope}).`);
}

async function resetPassword(ctx: Context, args: string[]): Promise<void> {
  const row = await existing(ctx, args[0]);
  const password = oneTimePassword();
  await ctx.repository.setPassword(row.id, await hashPassword(password), { required: true, at: ctx.now });
  await audit(ctx, 'CLI reset operator password', row.username, { passwordChangeRequired: row.password_change_required === 1 }, { passwordChangeRequired: true, sessionsEnded: true });
  const disabled = row.disabled === 1 ? `\nNote: ${row.username} is disabled; run "npm run operator -- enable ${row.username}" first.` : '';
  printOneTime(row.username, password, ctx.config, `New one-time password for "${row.username}"; their console sessions have ended.${disabled}`);
}

async function resetTotp(ctx: Context, args: string[]): Promise<void> {
  const row = await existing(ctx, args[0]);
  await ctx.repository.update(row.id, { resetTotp: true });
  await ctx.repository.revokeSessionsOf(row.id, ctx.now);
  await audit(ctx, 'CLI reset operator second factor', row.username, { totpEnabled: row.totp_enabled === 1 }, { totpEnabled: false });
  console.log(`"${row.username}" has no second factor now and their sessions have ended. At the next sign-in
the console asks them to scan a new QR code with their authenticator app.`);
}

async function setDisabled(ctx: Context, args: string[], disabled: boolean): Promise<void> {
  const row = await existing(ctx, args[0]);
  await ctx.repository.update(row.id, { disabled });
  if (disabled) await ctx.repository.revokeSessionsOf(row.id, ctx.now);
  await audit(ctx, disabled ? 'CLI disable operator' : 'CLI enable operator', row.username, { disabled: row.disabled === 1 }, { disabled });
  console.log(disabled ? `"${row.username}" is disabled: they cannot sign in, and their sessions have ended.` : `"${row.username}" may sign in again.`);
}

async function list(ctx: Context): Promise<void> {
  const rows = await ctx.repository.all();
  if (rows.length === 0) {
    console.log('No operators yet. Create the first owner with:\n  npm run operator -- create <username> --role owner');
    return;
  }
  const lines = await Promise.all(
    rows.map(async (r) => {
      const merchants = await ctx.repository.merchantsOf(r.id);
      const state = [r.disabled === 1 ? 'disabled' : 'active', r.totp_enabled === 1 ? 'two-step on' : 'two-step not set up', r.password_change_required === 1 ? 'must change password' : '']
        .filter(Boolean)
        .join(', ');
      return [r.username, r.role, merchants === 'all' ? 'all' : merchants.join(','), state];
    }),
  );
  const header = ['username', 'role', 'merchants', 'state'];
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  for (const line of [header, ...lines]) console.log(line.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd());
}

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (!command || command === 'help' || command === '--help') {
    console.log(USAGE);
    return command ? 0 : 2;
  }
  const config = loadConfig();
  const handle = createDatabase(config.databaseUrl);
  try {
    // The same start-up the server does: schema up to date, the brands there on a new database.
    await prepareDatabase(handle, { demo: config.seedDemo });
    const repository = createOperatorRepository(handle.db, secretBoxOf(config));
    const merchants = new Set((await handle.db.selectFrom('merchants').select('code').execute()).map((m) => m.code));
    const ctx: Context = { repository, config, merchants, now: Date.now(), actor: `cli:${safeUser()}` };
    if (command === 'create') await create(ctx, args);
    else if (command === 'reset-password') await resetPassword(ctx, args);
    else if (command === 'reset-totp') await resetTotp(ctx, args);
    else if (command === 'disable') await setDisabled(ctx, args, true);
    else if (command === 'enable') await setDisabled(ctx, args, false);
    else if (command === 'list') await list(ctx);
    else throw new UsageError(`unknown command "${command}"\n\n${USAGE}`);
    return 0;
  } finally {
    await handle.destroy();
  }
}

function safeUser(): string {
  try {
    return userInfo().username.slice(0, 40);
  } catch {
    return 'unknown';
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    if (err instanceof UsageError || err instanceof ConfigError) {
      console.error(`operator: ${err.message}`);
      process.exitCode = 2;
      return;
    }
    console.error(err);
    process.exitCode = 1;
  },
);
