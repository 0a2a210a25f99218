/**
 * The one error catalogue. Every failure the API answers carries one of these codes; the web translates the
 * code (i18n key `errors.<code>`) and falls back to the server's English message.
 * Features add their codes here, never ad hoc strings in routes.
 */
export const ERROR_CATALOGUE = {
  'common.unknown': { status: 500, message: 'Unknown error' },
  'request.invalid': { status: 400, message: 'The request is not valid.' },
  'request.not.found': {
    status: 404,
    message: 'The requested url is empty. please check your request format.',
  },
  'request.method.not.allowed': { status: 405, message: 'This method is not allowed here.' },
  'request.too.large': { status: 413, message: 'The request is too large.' },
  'request.unsupported.media': { status: 415, message: 'This content type is not supported.' },
  'request.headers.too.large': { status: 431, message: 'The request headers are too large.' },
  'request.timeout': { status: 408, message: 'The request took too long to arrive.' },
  'request.rate.limited': {
    status: 429,
    message: 'Too many requests, please try again later.',
  },
  'merchant.unknown': { status: 400, message: 'Unknown merchant.' },
  'system.maintenance': { status: 503, message: 'System upgrading, please try again later.' },
  'system.busy': { status: 503, message: 'The service is busy. Please try again in a moment.' },
  'system.region.restricted': { status: 403, message: 'Access restricted' },
  'login.not.session': { status: 401, message: 'You are not logged in!' },
  'login.required': { status: 401, message: 'Sorry, you are not logged in! please login first.' },
  'login.session.expired': {
    status: 401,
    message: 'The account has been logged out, please log in again',
  },
  'login.user.invalid': { status: 400, message: 'Sorry, the user does not exist or is disabled.' },
  'login.non.member': { status: 403, message: 'Non-member account unable to login' },
  'login.non.agent': { status: 403, message: 'Non-agents cannot log in' },
  'register.username.exists': { status: 409, message: 'Sorry, the username already exists.' },
  'permission.denied': {
    status: 403,
    message:
      'Sorry, this account does not have permission or the feature is temporarily unavailable.',
  },
  'permission.trial': {
    status: 403,
    message: 'Please log in to a real account to use this function',
  },
  'feature.disabled': {
    status: 403,
    message:
      'Sorry, this account does not have permission or the feature is temporarily unavailable.',
  },
  'modify.new.old.same': {
    status: 400,
    message: 'The new password and the old password cannot be the same',
  },
  'bet.records.disabled': { status: 403, message: 'Please contact customer service' },
  'ops.unauthorized': { status: 401, message: 'Please sign in to the operator console.' },
  'ops.forbidden': { status: 403, message: 'You are not allowed to do this here.' },
  'ops.job.not.found': { status: 404, message: 'This job does not exist (any more).' },
  'ops.job.not.failed': { status: 409, message: 'Only a failed job can be retried.' },
  // the operator console
  'console.login.invalid': { status: 401, message: 'Incorrect username or password.' },
  'console.totp.required': { status: 401, message: 'Enter the 6-digit code from your authenticator app.' },
  'console.totp.invalid': { status: 401, message: 'This code is not valid. Enter the current code from your authenticator app.' },
  'console.totp.enrolled': { status: 409, message: 'Two-step sign-in is already set up.' },
  'console.totp.not_started': { status: 409, message: 'Start the two-step sign-in set-up first.' },
  'console.operator.exists': { status: 409, message: 'An operator with this username already exists.' },
  'console.operator.not_found': { status: 404, message: 'This operator does not exist.' },
  'console.operator.self': { status: 409, message: 'You cannot disable yourself or change your own role or merchants.' },
  'console.password.weak': { status: 400, message: 'Choose a stronger password.' },
  'console.password.current_invalid': { status: 400, message: 'Your current password is not correct.' },
  'console.password.same': { status: 400, message: 'The new password must differ from the current one.' },
  // accounts
  'request.encryption.invalid': {
    status: 400,
    message: 'The request could not be read. Please refresh the page and try again.',
  },
  'request.replayed': { status: 400, message: 'This request was already used. Please try again.' },
  'login.password.incorrect': { status: 400, message: 'Incorrect username or password.' },
  'login.captcha.required': { status: 400, message: 'Enter a captcha' },
  'login.captcha.invalid': { status: 400, message: 'Verification code error' },
  'login.rate.limited': {
    status: 429,
    message: 'Too many login attempts. Please wait a few minutes and try again.',
  },
  'login.social.failed': { status: 400, message: 'Social login failed. Please try again.' },
  'register.field.invalid': { status: 400, message: 'Please check the highlighted field.' },
  'register.password.mismatch': { status: 400, message: 'Confirmation password not matched' },
  'register.email.exists': { status: 409, message: 'This e-mail address is already registered.' },
  'register.mobile.exists': { status: 409, message: 'This mobile number is already registered.' },
  'register.affiliate.invalid': { status: 400, message: 'Invalid invitation code' },
  'register.recommender.invalid': { status: 400, message: 'Referrer link error' },
  'register.birthday.invalid': { status: 400, message: 'Please enter the correct date of birth' },
  'register.age.under': { status: 400, message: 'Please confirm you are 18 years old' },
  'register.rate.limited': {
    status: 429,
    message: 'Too many registrations from this network. Please try again later.',
  },
  'password.too.short': { status: 400, message: 'The password is too short.' },
  'password.too.long': { status: 400, message: 'The password is too long.' },
  'password.too.common': {
    status: 400,
    message: 'This password is too common. Please choose a less predictable one.',
  },
  'password.old.incorrect': { status: 400, message: 'The old password is incorrect.' },
  'password.reset.invalid': {
    status: 400,
    message: 'This reset link is invalid or has expired. Please request a new one.',
  },
  'password.rate.limited': {
    status: 429,
    message: 'Too many password recovery attempts. Please try again later.',
  },
  // announcements, promotions, feedback, downloads
  'announcement.not.found': { status: 404, message: 'Sorry, this announcement does not exist.' },
  'promotion.not.found': { status: 404, message: 'Sorry, this promotion does not exist or has ended.' },
  'promotion.already.applied': { status: 409, message: 'You have already applied for this promotion.' },
  'promotion.not.applicable': { status: 409, message: 'This promotion takes no applications: see its page for how to take part.' },
  'promotion.application.not.found': { status: 404, message: 'Sorry, this application does not exist.' },
  'feedback.content.invalid': { status: 400, message: 'Please write between 10 and 1000 characters.' },
  'feedback.comment.invalid': { status: 400, message: 'The comment is limited to 140 characters.' },
  'feedback.image.invalid': { status: 415, message: 'Only PNG or JPG images can be uploaded.' },
  'feedback.image.too.large': { status: 413, message: 'Each image must be at most 5 MB.' },
  'feedback.too.many.images': { status: 400, message: 'At most 3 images can be uploaded.' },
  'download.not.available': {
    status: 404,
    message: 'This app build is not uploaded yet. Please add the site to your home screen instead.',
  },
  'sms.code.invalid': { status: 400, message: 'Verification code error' },
  'sms.code.expired': {
    status: 400,
    message: 'The verification code has expired. Please request a new one.',
  },
  'sms.slider.invalid': { status: 400, message: 'Please slide the piece into place.' },
  'sms.rate.limited': {
    status: 429,
    message: 'Too many verification codes requested. Please wait and try again.',
  },
  'sms.send.failed': {
    status: 503,
    message: 'The verification code could not be sent. Please try again later.',
  },
  'mobile.invalid': { status: 400, message: 'The mobile num is not valid' },
  'email.invalid': { status: 400, message: 'E-mail format is incorrect' },
  'member.not.found': { status: 404, message: 'Sorry, the user does not exist or is disabled.' },
  // game lobby
  'game.not.found': { status: 404, message: 'Sorry, this game does not exist.' },
  'game.disabled': { status: 403, message: 'This game is under maintenance. Please try another game.' },
  'game.provider.unavailable': {
    status: 503,
    message: 'This game is not available yet: its provider is not connected. Please try another game.',
  },
  'game.transfer.pending': {
    status: 409,
    message: 'Your money is still on its way from a game. Please try again in a moment.',
  },
  'game.ticket.invalid': {
    status: 403,
    message: 'This game link is invalid or has expired. Please open the game again from the lobby.',
  },
  // crash (in-house multiplayer game)
  'crash.betting.closed': { status: 409, message: 'Bets for this round are closed. Please wait for the next round.' },
  'crash.bet.exists': { status: 409, message: 'You already have a bet in this round.' },
  'crash.cashout.closed': { status: 409, message: 'Too late: this bet can no longer be cashed out.' },
  'crash.cashout.early': { status: 409, message: 'The multiplier must pass 1.00x before a bet can be cashed out.' },
  // inbox and live chat
  'chat.disabled': { status: 403, message: 'Live chat is not available at the moment. Please contact customer service.' },
  'chat.ticket.invalid': {
    status: 403,
    message: 'This chat link is invalid or has expired. Please open live chat again from the app.',
  },
  'chat.rate.limited': { status: 429, message: 'You are sending messages too fast. Please wait a moment.' },
  // money
  'request.id.conflict': {
    status: 409,
    message: 'This request id was already used with different details.',
  },
  'wallet.insufficient.funds': { status: 409, message: 'Insufficient balance.' },
  'ledger.pending.resolved': { status: 409, message: 'This transaction has already been completed.' },
  'payment.channel.unavailable': {
    status: 400,
    message: 'This payment method is not available right now. Please choose another one.',
  },
  'payment.amount.invalid': { status: 400, message: "The amount is outside this payment method's limits." },
  'payment.amount.whole': { status: 400, message: 'This currency has no decimals. Please enter a whole amount.' },
  'payment.provider.unavailable': {
    status: 503,
    message: 'The payment service is not responding. Please try again in a moment.',
  },
  'payment.order.not.found': { status: 404, message: 'This order does not exist.' },
  'payment.webhook.invalid': { status: 400, message: 'The notification could not be verified.' },
  'withdraw.password.not.set': { status: 409, message: 'Please set a withdrawal password first.' },
  'withdraw.password.exists': { status: 409, message: 'A withdrawal password is already set.' },
  'withdraw.password.wrong': { status: 400, message: 'The withdrawal password is incorrect.' },
  'withdraw.password.locked': {
    status: 429,
    message: 'Too many wrong withdrawal passwords. Please try again later.',
  },
  'withdraw.payee.required': { status: 409, message: 'Please set your payee name first.' },
  'withdraw.account.not.found': { status: 404, message: 'This payout account does not exist.' },
  'withdraw.account.limit': { status: 409, message: 'You can keep up to 5 payout accounts. Remove one first.' },
  'withdraw.account.duplicate': { status: 409, message: 'This account is already saved.' },
  'withdraw.bonus.active': {
    status: 409,
    message: 'Your bonus is still being wagered: withdrawing now gives it up. Confirm to continue.',
  },
  'withdraw.daily.limit': { status: 409, message: "You have reached today's withdrawal limit for this method." },
  'withdraw.order.not.found': { status: 404, message: 'This withdrawal does not exist.' },
  'withdraw.order.reviewed': { status: 409, message: 'This withdrawal has already been reviewed.' },
  'password.changed.concurrently': {
    status: 409,
    message: 'Your password was changed by another request at the same time. Please sign in again with the new password.',
  },
  // in-house games (originals) and responsible play
  'play.bet.below.min': { status: 400, message: 'The bet is below the minimum for this game.' },
  'play.bet.above.max': { status: 400, message: 'The bet is above the maximum for this game.' },
  'play.params.invalid': { status: 400, message: 'These game settings are not valid.' },
  'play.round.not.found': { status: 404, message: 'This round does not exist.' },
  'play.round.closed': { status: 409, message: 'This round is already over.' },
  'play.round.open': { status: 409, message: 'Finish your open round of this game first.' },
  'play.cashout.nothing': { status: 409, message: 'Make at least one move before cashing out.' },
  'play.payout.cap': {
    status: 400,
    message: 'A win at this stake could pass the most one round pays. Lower the stake (or the target) to play these settings.',
  },
  'play.payout.move': { status: 409, message: 'This move could win more than one round pays. Cash out now.' },
  'play.seeds.round.open': {
    status: 409,
    message: 'Finish your open round first: its seeds cannot be revealed while it is being played.',
  },
  'play.auto.limit': { status: 409, message: 'This auto-bet run has reached its number of rounds.' },
  'play.reality_check_due': {
    status: 409,
    message: 'Time for a reality check: review your session before playing on.',
  },
  'records.disabled': { status: 403, message: 'Please contact customer service' },
  // the member's own settings
  'nickname.invalid': {
    status: 400,
    message: 'A nickname has 2 to 24 characters: letters, digits, spaces, . _ or -, starting with a letter or digit.',
  },
  'email.unchanged': { status: 400, message: 'This is already your confirmed e-mail address.' },
  'email.code.invalid': { status: 400, message: 'Verification code error' },
  'email.code.expired': { status: 400, message: 'The verification code has expired. Please request a new one.' },
  'email.rate.limited': { status: 429, message: 'Too many codes requested. Please wait and try again.' },
  'email.send.failed': { status: 503, message: 'The e-mail could not be sent. Please try again later.' },
  'payee.name.exists': {
    status: 409,
    message: 'A payee name is already set. Please contact customer service to change it.',
  },
  'security.question.invalid': { status: 400, message: 'Please choose different questions from the list.' },
  'security.answer.invalid': { status: 400, message: 'Each answer needs 2 to 64 characters.' },
  'session.not.found': { status: 404, message: 'This session does not exist or has already ended.' },
  // rewards and tasks
  'reward.not.found': { status: 404, message: 'This reward does not exist.' },
  'reward.not.claimable': { status: 409, message: 'This reward cannot be claimed now.' },
  // the agent area
  'agent.member.not.found': { status: 404, message: 'This member is not in your team.' },
  'agent.range.invalid': { status: 400, message: 'Please choose a range of up to 92 days, the start before the end.' },
  'agent.contract.not.found': { status: 404, message: 'This contract does not exist.' },
  'agent.contract.not.pending': { status: 409, message: 'This contract request has already been answered.' },
  'agent.contract.not.sub.agent': { status: 400, message: 'Contracts are offered to your own sub-agents only.' },
  'agent.contract.tiers.invalid': { status: 400, message: 'Tiers must start at different valid-bet amounts.' },
  // live casino hosts
  'live.host.not.found': { status: 404, message: 'This live host does not exist.' },
  // player protection (responsible gaming)
  'rg.limit.reached': {
    status: 403,
    message: 'This would go over your limit. It resets at the time shown; you can review your limits in Responsible gaming.',
  },
  'rg.limit.invalid': {
    status: 400,
    message: 'Please enter a limit above zero: an amount with up to two decimals, or whole minutes for time.',
  },
  'rg.excluded': {
    status: 403,
    message: 'Your account is on a break or self-excluded and cannot be used until the date shown.',
  },
  'rg.registration.refused': {
    status: 403,
    message: 'An account cannot be opened with these details. Please contact customer service.',
  },
  'rg.password.required': { status: 400, message: 'Please enter your login password to confirm.' },
  'rg.exclusion.shorter': { status: 409, message: 'An exclusion in force is never shortened: choose a longer one.' },
  'rg.exclusion.own': { status: 409, message: "The player's own break or self-exclusion cannot be lifted." },
  'rg.exclusion.none': { status: 404, message: 'This player has no exclusion in force.' },
  // anti-money-laundering
  'aml.alert.not.found': { status: 404, message: 'This alert does not exist.' },
  'aml.alert.decided': { status: 409, message: 'This alert has already been decided.' },
  'aml.report.reference.required': { status: 400, message: "Enter the regulator's reference of the report." },
  // identity verification (KYC)
  'kyc.document.invalid': { status: 415, message: 'Please upload a photo (JPEG or PNG) or a PDF.' },
  'kyc.document.too.large': { status: 413, message: 'Each file must be at most 10 MB.' },
  'kyc.document.too.small': { status: 400, message: 'This image is too small to read: please take a sharper, closer photo.' },
  'kyc.document.not.found': { status: 404, message: 'This document was not found: please upload it again.' },
  'kyc.submission.pending': { status: 409, message: 'Your documents are being reviewed: you will be told the result.' },
  'kyc.level.required': { status: 403, message: 'Please complete the previous verification step first.' },
  'kyc.level.done': { status: 409, message: 'This verification step is already complete.' },
  'kyc.submission.not.found': { status: 404, message: 'This submission does not exist.' },
  'kyc.submission.decided': { status: 409, message: 'This submission has already been decided.' },
  'kyc.reason.required': { status: 400, message: 'Choose the reason the player is told.' },
  'risk.review.open': { status: 409, message: 'This player is already under review.' },
  'risk.review.none': { status: 409, message: 'This player is not under review.' },
  // sportsbook
  'sportsbook.event.not.found': { status: 404, message: 'This event is not on the book.' },
  'sportsbook.selection.unknown': { status: 404, message: 'A selection of this bet is no longer offered.' },
  'sportsbook.market.suspended': { status: 409, message: 'A market of this bet is suspended: no bets are taken on it right now.' },
  'sportsbook.market.closed': { status: 409, message: 'A market of this bet is closed.' },
  'sportsbook.odds.changed': { status: 409, message: 'The odds have changed. Check the new odds and place the bet again.' },
  'sportsbook.legs.same.event': { status: 400, message: 'A parlay takes one selection per event.' },
  'sportsbook.stake.too.low': { status: 400, message: 'The stake is below the minimum.' },
  'sportsbook.limit.exceeded': { status: 409, message: 'The stake is above what this bet may take.' },
  'sportsbook.bet.not.found': { status: 404, message: 'This bet does not exist.' },
  'sportsbook.cashout.unavailable': { status: 409, message: 'Cash-out is not available for this bet right now.' },
  'sportsbook.cashout.changed': { status: 409, message: 'The cash-out offer has changed. Check the new amount.' },
  'sportsbook.result.invalid': { status: 400, message: 'These results do not settle this market.' },
  'sportsbook.settle.scope': { status: 403, message: 'A market is settled for every merchant: only an operator of all merchants may settle or void it.' },
  // tournaments
  'tournament.not.found': { status: 404, message: 'This tournament does not exist.' },
  'tournament.not.editable': { status: 409, message: 'This tournament can no longer be changed.' },
  'tournament.period.invalid': { status: 400, message: 'The tournament must end in the future.' },
  'tournament.game.unknown': { status: 400, message: 'A game of this tournament is not in the catalogue.' },
  'tournament.language.invalid': { status: 400, message: 'The brand does not offer a language of these texts.' },
  // segments, messages to players, Web Push
  'segment.not.found': { status: 404, message: 'This segment does not exist.' },
  'segment.name.taken': { status: 409, message: 'A segment of this brand already has this name.' },
  'segment.limit': { status: 409, message: 'This brand has as many segments as it can keep: delete one first.' },
  'segment.agent.unknown': { status: 400, message: 'No agent of this brand has this account.' },
  'segment.in.use': { status: 409, message: 'A scheduled message goes to this segment: cancel it first.' },
  'message.not.found': { status: 404, message: 'This message does not exist.' },
  'message.not.scheduled': { status: 409, message: 'Only a message waiting for its time can be cancelled.' },
  'message.schedule.past': { status: 400, message: 'Choose a time in the future to send the message.' },
  'message.language.required': { status: 400, message: 'Write the message in English, the language every player can be sent.' },
  'push.subscription.invalid': { status: 400, message: 'This browser did not give a usable push subscription: please allow notifications again.' },
  'push.unavailable': { status: 503, message: 'Notifications are not available on this site.' },
  // bonus campaigns
  'bonus.campaign.not.found': { status: 404, message: 'This offer does not exist or has ended.' },
  'bonus.campaign.state': { status: 409, message: 'The campaign cannot do that in its current state.' },
  'bonus.not.eligible': { status: 403, message: 'This offer is not open to your account.' },
  'bonus.already.claimed': { status: 409, message: 'You have already claimed this offer.' },
  'bonus.budget.exhausted': { status: 409, message: 'This offer has been fully claimed.' },
  'bonus.code.required': { status: 400, message: 'This offer is claimed with a promo code.' },
  'bonus.code.invalid': { status: 404, message: 'This promo code is not valid.' },
  'bonus.code.used': { status: 409, message: 'You have already used this promo code.' },
  'bonus.code.taken': { status: 409, message: 'This brand already has this promo code.' },
  'bonus.stake.too.high': { status: 403, message: 'While a bonus is being wagered, each bet can be at most the bonus maximum stake.' },
  'bonus.grant.not.found': { status: 404, message: 'This bonus does not exist.' },
  'bonus.grant.closed': { status: 409, message: 'This bonus is no longer active.' },
  'bonus.free.round.invalid': { status: 400, message: 'This free round cannot be used on this game or at this stake.' },
  'promotion.amount.required': { status: 400, message: 'Enter the amount this approval pays.' },
  'promotion.amount.too.high': { status: 400, message: "The amount is above the campaign's maximum for one application." },
  'withdraw.order.held': { status: 409, message: 'This withdrawal is held: the player must be verified, or their review cleared, first.' },
  // the operator console's cashier
  'console.approval.same_operator': { status: 409, message: 'A second approval must come from a different operator.' },
  'console.adjustment.not_found': { status: 404, message: 'This adjustment does not exist.' },
  'console.adjustment.approved': { status: 409, message: 'This adjustment has already been approved.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in ERROR_CATALOGUE;
}
