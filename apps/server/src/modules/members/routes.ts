import type { FastifyInstance } from 'fastify';
import { calls } from '@pisoplay/contract';
import type { PlayerGate } from '../../deps.ts';
import { limitRequestRate, type RateLimitDeps } from '../../http/rate-limit.ts';
import { route } from '../../http/route.ts';
import { languageOfRequest } from '../../platform/i18n/localize.ts';
import { clientInfo } from './client-info.ts';
import type { OtpService } from './otp/otp-service.ts';
import { byPhone } from './otp/recipient.ts';
import type { PasswordService } from './passwords/password-service.ts';
import type { ProfileService } from './profile/profile-service.ts';
import type { SessionService } from './sessions/session-service.ts';
import type { SigninService } from './signin/signin-service.ts';

export type MemberServices = {
  otp: OtpService;
  signin: SigninService;
  sessions: SessionService;
  passwords: PasswordService;
  profile: ProfileService;
  /** The KYC module's gate (above this module: handed in by the composition root). */
  playerGate: PlayerGate;
};

/** Requests a minute one address may make to each public call that checks a secret. */
const PUBLIC_CALLS_PER_MINUTE = 60;

/** The member calls of the contract: sign-in, password reset, sessions, password and profile. */
export async function registerMemberRoutes(
  app: FastifyInstance,
  s: MemberServices,
  deps: RateLimitDeps,
): Promise<void> {
  await app.register(async (publicCalls) => {
    await limitRequestRate(publicCalls, deps, PUBLIC_CALLS_PER_MINUTE);
    route(publicCalls, calls.sendSms, ({ payload, request }) =>
      s.otp.send(
        { to: byPhone(payload), purpose: payload.purpose, language: languageOfRequest(request) },
        request.ip,
      ),
    );
    route(publicCalls, calls.sendResetEmail, ({ payload, request }) =>
      s.signin.sendResetEmail(payload, request.ip, languageOfRequest(request)),
    );
    route(publicCalls, calls.otpLogin, ({ payload, request }) =>
      s.signin.withCode(payload, clientInfo(request)),
    );
    route(publicCalls, calls.passwordLogin, ({ payload, request }) =>
      s.signin.withPassword(payload, clientInfo(request)),
    );
    route(publicCalls, calls.withdrawOnlyLogin, ({ payload, request }) =>
      s.sessions.withdrawOnly(payload.ticket, clientInfo(request)),
    );
    route(publicCalls, calls.checkResetCode, ({ payload, request }) =>
      s.signin.checkResetCode(payload, request.ip),
    );
    route(publicCalls, calls.retrievePassword, ({ payload, request }) =>
      s.signin.resetPassword(payload, request.ip),
    );
  });

  route(app, calls.logout, async ({ caller }) => {
    await s.sessions.logout(caller.sessionId);
    return true;
  });
  route(app, calls.refreshToken, ({ caller, request }) =>
    s.sessions.refresh(caller.sessionId, caller.uid, clientInfo(request)),
  );

  route(app, calls.authPassword, ({ caller, payload }) =>
    s.passwords.verifyOld(caller, payload.password),
  );
  route(app, calls.authSms, ({ caller, payload }) => s.profile.verifyCode(caller, payload));
  route(app, calls.passwordUpdate, ({ caller, payload }) => s.passwords.update(caller, payload));
  route(app, calls.sendEmailCode, async ({ caller, payload, request }) => {
    await s.playerGate(caller.uid, 'updateProfile');
    return s.profile.sendEmailCode(caller, payload.email, languageOfRequest(request));
  });
  route(app, calls.detailUpdate, async ({ caller, payload }) => {
    await s.playerGate(caller.uid, 'updateProfile');
    return s.profile.update(caller, payload);
  });
  // A withdraw-only session's profile says so, with the exclusion's end (the app's one screen).
  route(app, calls.memberDetail, async ({ caller }) => {
    const profile = await s.profile.detail(caller.uid);
    if (caller.scope !== 'withdraw') return profile;
    return { ...profile, withdraw_only: await s.sessions.withdrawOnlyOf(caller.uid) };
  });
}
