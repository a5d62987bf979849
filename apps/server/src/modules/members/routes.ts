import type { FastifyInstance } from 'fastify';
import { calls } from '@pisoplay/contract';
import { route } from '../../http/route.ts';
import { clientInfo } from './client-info.ts';
import type { OtpService } from './otp/otp-service.ts';
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
};

/** The member calls of the contract: sign-in, sessions, password and profile. */
export function registerMemberRoutes(app: FastifyInstance, s: MemberServices): void {
  route(app, calls.sendSms, ({ payload, request }) => s.otp.send(payload, request.ip));
  route(app, calls.otpLogin, ({ payload, request }) =>
    s.signin.withCode(payload, clientInfo(request)),
  );
  route(app, calls.passwordLogin, ({ payload, request }) =>
    s.signin.withPassword(payload, clientInfo(request)),
  );
  route(app, calls.checkResetCode, ({ payload, request }) =>
    s.signin.checkResetCode(payload, request.ip),
  );
  route(app, calls.retrievePassword, ({ payload, request }) =>
    s.signin.resetPassword(payload, request.ip),
  );

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
  route(app, calls.detailUpdate, ({ caller, payload }) => s.profile.update(caller, payload));
  route(app, calls.memberDetail, ({ caller }) => s.profile.detail(caller.uid));
}
