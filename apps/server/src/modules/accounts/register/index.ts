import { PASSWORD_POLICY } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import type { ResolvedMerchant } from '../../../core/merchants/service.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { LobbyModule } from '../../../core/ops.ts';
import { accountOpener } from '../member/index.ts';
import { createRegisterRepository } from './repository.ts';
import registerRoutes from './routes.ts';
import { defaultRules, lengthOf, matchesPattern, mergeRules, overridesSchema } from './rules.ts';
import { createRegisterService } from './service.ts';

/** Registration by username or mobile number, its rules, and availability checks. */
const register: LobbyModule = async (app) => {
  const service = createRegisterService({
    repository: createRegisterRepository(app.db),
    members: app.services.accounts,
    openAccount: accountOpener(app.db),
    sessions: app.sessions,
    captchas: app.captchas,
    limiter: app.limiter,
    registerIpLimit: app.config.registerIpLimit,
    smsCodes: app.smsCodes,
    protection: app.services.protection,
    now: app.clock,
  });
  await app.register(registerRoutes, { service });
};

export default register;

/**
 * The merchant's username and password rules for accounts someone else opens (an agent's downline):
 * register.field.invalid, password.too.short / too.long as registration answers them.
 */
export function accountRulesOf(app: FastifyInstance) {
  const repository = createRegisterRepository(app.db);
  return {
    async check(merchant: ResolvedMerchant, username: string, password: string): Promise<void> {
      const stored = await repository.overrides(merchant.code);
      let overrides: Record<string, unknown> = {};
      if (stored) {
        const parsed = overridesSchema.safeParse(JSON.parse(stored));
        if (parsed.success) overrides = parsed.data;
      }
      const rules = mergeRules(defaultRules(merchant.whitelabel), overrides);
      const rule = rules.username;
      const length = lengthOf(username);
      if (length < rule.minLength || length > rule.maxLength || !matchesPattern(rule.patternId, username)) {
        throw new AppError('register.field.invalid', {
          value: { field: 'username', patternId: rule.patternId, min: rule.minLength, max: rule.maxLength },
        });
      }
      const min = Math.max(rules.password.minLength, PASSWORD_POLICY.minLength);
      const max = Math.min(rules.password.maxLength, PASSWORD_POLICY.maxLength);
      if (lengthOf(password) < min) throw new AppError('password.too.short', { value: { min, max } });
      if (lengthOf(password) > max) throw new AppError('password.too.long', { value: { min, max } });
    },
  };
}
