import type { KycOcr } from '@pisoplay/contract';

/** What a verification found: the document's data, or why it failed. */
export type OcrOutcome =
  { status: 'success'; document: KycOcr; idNumber: string } | { status: 'failed'; reason: string };

/** A verification the player starts: where to return them when done or abandoned. */
export type OcrStart = {
  transactionId: string;
  idType: string;
  isFrame: boolean;
  completeUrl: string;
  interruptUrl: string;
};

/**
 * An ID-verification (OCR) service: the player is sent to its page, then back to us; we ask it
 * for the outcome. The built-in simulator (default) has its own pages under /sim/ocr/ and
 * reports its outcomes itself, so `outcome` answers null for it.
 */
export type IdOcrProvider = {
  readonly kind: 'simulator';
  start(s: OcrStart): Promise<{ redirectUrl: string }>;
  outcome(transactionId: string): Promise<OcrOutcome | null>;
};
