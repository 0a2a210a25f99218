import type { LobbyModule } from '../../../core/ops.ts';
import memberRoutes from './routes.ts';
import { createMemberService } from './service.ts';

// The member aggregate: every other module reads and writes members through these.
export { accountOpener } from './accounts.ts';
export { joinTree, teamIdsOf, teamPairsOf } from '../../../core/accounts/tree.ts';
export type { AccountConflict, OpenAccount } from './accounts.ts';
export { createMemberRepository } from '../../../core/accounts/repository.ts';
export type { MemberRepository } from '../../../core/accounts/repository.ts';

/** The member's own information and avatar (VIP progress is the rewards module's). */
const member: LobbyModule = async (app) => {
  await app.register(memberRoutes, { service: createMemberService({ members: app.services.accounts }) });
};

export default member;
