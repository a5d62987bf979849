import type { KycStatus } from '@pisoplay/contract';

/** The steps of spec 2.7, in order. */
export const KYC_STAGES = [
  'entry',
  'intro',
  'id-type',
  'ocr',
  'ocr-result',
  'selfie-guide',
  'selfie',
  'selfie-result',
  'form',
  'success',
] as const;
export type KycStage = (typeof KYC_STAGES)[number];
/** The basic-information update: its own screen, outside the forward/back order. */
export type KycScreenStage = KycStage | 'base';

export const isKycScreenStage = (value: unknown): value is KycScreenStage =>
  value === 'base' || (KYC_STAGES as readonly unknown[]).includes(value);

/** Spec 4.2: one step forward or back, clamped at the first and last step. */
export function stepStage(current: KycScreenStage, delta: 1 | -1): KycStage {
  const index = current === 'base' ? 0 : KYC_STAGES.indexOf(current);
  const next = Math.min(KYC_STAGES.length - 1, Math.max(0, index + delta));
  return KYC_STAGES[next]!;
}

type Start = {
  /** The `stage` query parameter (the OCR callbacks name one). */
  requested: string | null;
  status: KycStatus;
  /** The account page (or a gate modal) asked to start KYC afresh. */
  reset: boolean;
  /** Where the player was in this tab before. */
  stored: KycScreenStage | undefined;
};

/**
 * The starting step of spec 4.2: a step named in the callback wins; under review or blocked
 * shows the entry; fully verified shows success; starting KYC resets to step one.
 */
export function startStage({ requested, status, reset, stored }: Start): KycScreenStage {
  if (isKycScreenStage(requested)) return requested;
  if (status === 'under_review' || status === 'block') return 'entry';
  if (status === 'fully_kyc') return 'success';
  if (reset) return 'entry';
  // Success is where a submission lands; once its review has changed the status (a rejection),
  // the player starts again from the entry, which tells them why.
  if (stored === 'success') return 'entry';
  return stored ?? 'entry';
}

/** The query the OCR callback adds: `payload` (base64url JSON) and `success`. */
export type OcrCallback = { transaction_id: string; biz_id: string; id_type: string };

export function decodeOcrPayload(payload: string | null): OcrCallback | null {
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = new TextDecoder().decode(
      Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)),
    );
    const value = JSON.parse(json) as Partial<OcrCallback>;
    if (
      typeof value.transaction_id !== 'string' ||
      typeof value.biz_id !== 'string' ||
      typeof value.id_type !== 'string'
    ) {
      return null;
    }
    return { transaction_id: value.transaction_id, biz_id: value.biz_id, id_type: value.id_type };
  } catch {
    return null;
  }
}
