import type { PlayerGate, Module } from '../../deps.ts';
import { resolveAuthSecret } from '../../platform/auth-secret.ts';
import { registerAdminMemberRoutes } from './admin-member-routes.ts';
import { registerUploadRoutes } from './avatar/upload-routes.ts';
import { createUploadService } from './avatar/upload-service.ts';
import type { MembersContext } from './context.ts';
import { registerDevOutboxes } from './dev/outbox-route.ts';
import { maintenanceJob } from './maintenance.ts';
import { startJob } from '../../platform/jobs.ts';
import { createOtpService } from './otp/otp-service.ts';
import { createPasswordService } from './passwords/password-service.ts';
import { createProfileService } from './profile/profile-service.ts';
import type { ProfileService } from './profile/profile-service.ts';
import { registerMemberRoutes } from './routes.ts';
import { seedDemoMember } from './seed.ts';
import { createAuthenticate } from './sessions/authenticate.ts';
import { createSessionService } from './sessions/session-service.ts';
import { createRestrictionGate } from './rg/restriction-gate.ts';
import { createLinkedSignin } from './signin/linked-signin.ts';
import type { LinkedSignin } from './signin/linked-signin.ts';
import { createSigninService } from './signin/signin-service.ts';

export { signedUploadUrl, uploadUrl } from '../../platform/uploads/upload-urls.ts';
export { DEMO_MEMBER } from './seed.ts';
export { clientInfo } from './client-info.ts';
export type { ClientInfo } from './context.ts';
export type { LinkedSignin } from './signin/linked-signin.ts';
// The face other modules use: the account rows and the writes others decide (KYC status, payouts
// counted), the profile shape, ending sessions, the limits, the restricted-persons list.
export {
  countCompletedWithdrawal,
  findMember,
  findMemberByPhone,
  moveKycStatusOfDue,
  setKycStatus,
  usernamesOf,
} from './members-queries.ts';
export { toProfile } from './profile/to-profile.ts';
export { invitedMembers, invitedMembersWithStatus } from './referrals/referral-queries.ts';
export type { InviteeRow } from './referrals/referral-queries.ts';
export {
  movePoints,
  pointsBalanceOf,
  pointsMovementsOf,
  pointsRates,
  savePointsRates,
} from './points/points-queries.ts';
export {
  levelsReachedOf,
  levelsReachedSince,
  replaceVipLevels,
  vipLevels,
  vipOf,
} from './vip/vip-queries.ts';
export type { LevelReached, VipLevelRow } from './vip/vip-queries.ts';
export { revokeSessionsOf } from './sessions/session-queries.ts';
export {
  addRestrictedPersons,
  isIdentityRestricted,
  isPhoneRestricted,
  membersWithPhones,
} from './restricted/restricted-queries.ts';
export { isCalendarDate, isListedName, restrictedName } from './restricted/restricted-names.ts';
export type { KycNames } from './restricted/restricted-names.ts';
export {
  addExclusionEndRequest,
  addRestriction,
  closeExclusionEndRequest,
  endExclusionsOf,
  exclusionEndRequestsOf,
  exclusionsInForce,
  lockRgOf,
  moneyLimitsOf,
  openExclusionEndRequest,
  realityCheckMinutesOf,
  restrictionOf,
  restrictionsOf,
  rgLimitsOf,
  saveRgLimit,
  setRealityCheckMinutes,
} from './rg/rg-queries.ts';
export type { ExclusionEndRequestRow, RgLimitRow, RgRestrictionRow } from './rg/rg-queries.ts';
export { LOGIN_PER_PHONE_AND_IP, OTP_WRONG_CODES, SESSION_TTL_MS } from './rules.ts';
// The back office's player page: members' part of it, for the ledger's route that adds balances.
export { assertMember, memberPageOf } from './player-page/player-page-service.ts';

/** The members module's service for the modules above it. */
export type MembersService = {
  /** Sets a player's KYC status ('block' ends every session). */
  setKycStatus: ProfileService['setKycStatus'];
  /** Accounts and sessions for players a partner vouches for (docs/partners.md). */
  linked: LinkedSignin;
  /** Refuses deposits, play and bonuses during a break or self-exclusion (the player gate's half). */
  restrictionGate: PlayerGate;
};

/**
 * Sign-in, sessions and the account: replaces `app.authenticate` with the session and signature
 * check, registers the member calls, uploads and the development SMS and email outboxes.
 */
export const membersModule: Module<{ playerGate: PlayerGate }, MembersService> = async (
  app,
  deps,
  { playerGate },
) => {
  const ctx: MembersContext = {
    config: deps.config,
    db: deps.db,
    clock: deps.clock,
    sms: deps.sms,
    email: deps.email,
    storage: deps.storage,
    secret: resolveAuthSecret(deps.config),
    log: app.log,
  };
  const otp = createOtpService(ctx);
  const sessions = createSessionService(ctx);
  const signin = createSigninService(ctx, otp, sessions);
  const passwords = createPasswordService(ctx, otp, sessions);
  const uploads = createUploadService(ctx);
  const profile = createProfileService(ctx, otp, sessions, uploads);

  app.authenticate = createAuthenticate(ctx);

  await registerMemberRoutes(app, { otp, signin, sessions, passwords, profile, playerGate }, deps);
  await registerUploadRoutes(app, uploads);
  registerAdminMemberRoutes(app, { db: deps.db, clock: deps.clock });
  registerDevOutboxes(app, deps, deps.config);

  const seed =
    deps.config.SEED_DEMO_MEMBER === '1' ||
    (deps.config.SEED_DEMO_MEMBER === 'auto' && deps.config.NODE_ENV === 'development');
  if (seed && (await seedDemoMember(deps.db, deps.clock.now()))) {
    app.log.info('seeded the demo players +63 9171234567 and +63 9171234568 (KYC frozen)');
  }
  startJob(app, deps.db, maintenanceJob(deps.db, deps.clock));
  app.addHook('onClose', async () => {
    // Codes already promised by a reply still go out.
    await otp.drain();
  });
  return {
    setKycStatus: profile.setKycStatus,
    linked: createLinkedSignin(ctx, sessions),
    restrictionGate: createRestrictionGate(deps.db, deps.clock),
  };
};
