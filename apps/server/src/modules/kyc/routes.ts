import type { FastifyInstance } from 'fastify';
import { calls, operatorCalls } from '@pisoplay/contract';
import { route } from '../../http/route.ts';
import type { KycService } from './kyc-service.ts';
import type { createReviewService } from './review-service.ts';

/** The player's KYC calls (/member/kyc, /member/ocr). */
export function registerKycRoutes(app: FastifyInstance, kyc: KycService): void {
  route(app, calls.kycDetail, ({ caller }) => kyc.detail(caller.uid));
  route(app, calls.kycInsert, ({ caller, payload }) => kyc.submit(caller.uid, payload, 'insert'));
  route(app, calls.kycUpdate, ({ caller, payload }) => kyc.submit(caller.uid, payload, 'update'));
  route(app, calls.kycBase, ({ caller, payload }) => kyc.updateBase(caller.uid, payload));
  route(app, calls.kycShops, () => kyc.shops());
  route(app, calls.ocrSetup, ({ caller, payload, request }) =>
    kyc.ocrSetup(caller.uid, payload, request.hostname),
  );
  route(app, calls.ocrCheckResult, ({ caller, payload }) => kyc.ocrCheck(caller.uid, payload));
}

/** The operator's KYC calls (/admin/kyc, /admin/member/status). */
export function registerReviewRoutes(
  app: FastifyInstance,
  review: ReturnType<typeof createReviewService>,
): void {
  route(app, operatorCalls.adminKycList, ({ payload }) =>
    review.queue(payload.status, payload.page, payload.page_size),
  );
  route(app, operatorCalls.adminKycDetail, ({ payload }) => review.detail(payload.uid));
  route(app, operatorCalls.adminMemberFind, ({ payload }) =>
    review.find(payload.country_code, payload.phone),
  );
  route(app, operatorCalls.adminKycReview, ({ caller, payload }) => review.review(caller, payload));
  route(app, operatorCalls.adminMemberStatus, ({ caller, payload }) =>
    review.setStatus(caller, payload),
  );
}
