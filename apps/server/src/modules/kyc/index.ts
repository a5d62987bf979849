import type { PlayerGate, Module } from '../../deps.ts';
import { resolveAuthSecret } from '../../platform/auth-secret.ts';
import { insertShopsIfEmpty } from './kyc-queries.ts';
import { createKycService } from './kyc-service.ts';
import { registerOcrSimulatorRoutes } from './ocr-simulator-routes.ts';
import { createReviewService } from './review-service.ts';
import { registerKycRoutes, registerReviewRoutes } from './routes.ts';
import { KYC_SHOPS } from './seed-shops.ts';
import { startJob } from '../../platform/jobs.ts';

// The face: read-only queries other modules use, and the block others decide (the
// restricted-persons list).
export { blockAccounts, kycMatchesOf, verifiedBirthdays } from './kyc-queries.ts';

/** How often the deadline job freezes overdue accounts (access checks catch the rest). */
const DEADLINE_JOB_MS = 60_000;

/**
 * KYC: the player's record and forms, ID-OCR, the 72-hour deadline, the gate, the review. Its
 * service is the gate of spec 4.3.
 */
export const kycModule: Module<object, { gate: PlayerGate }> = async (app, deps) => {
  const ctx = {
    db: deps.db,
    clock: deps.clock,
    idOcr: deps.idOcr,
    storage: deps.storage,
    secret: resolveAuthSecret(deps.config),
  };
  const kyc = createKycService(ctx);
  const review = createReviewService(ctx, kyc);
  await insertShopsIfEmpty(deps.db, KYC_SHOPS);

  registerKycRoutes(app, kyc);
  registerReviewRoutes(app, review);
  if (deps.idOcr.kind === 'simulator') {
    await registerOcrSimulatorRoutes(app, {
      db: deps.db,
      clock: deps.clock,
      storage: deps.storage,
      kyc,
    });
  }

  startJob(app, deps.db, {
    name: 'kyc-deadline',
    everyMs: DEADLINE_JOB_MS,
    run: () => kyc.freezeOverdue(),
  });
  return { gate: (uid, action) => kyc.assertAllowed(uid, action) };
};
