import type { KycOcr } from '@pisoplay/contract';

/**
 * What a verification found: the document's data (and the provider's photo of the card when it
 * hands one over, to keep as the player's upload), or why it failed.
 */
export type OcrOutcome =
  | {
      status: 'success';
      document: KycOcr;
      idNumber: string;
      photo?: { bytes: Buffer; contentType: string };
    }
  | { status: 'failed'; reason: string };

/** A verification the player starts: where to return them when done or abandoned. */
export type OcrStart = {
  transactionId: string;
  idType: string;
  isFrame: boolean;
  /** Where the player returns when done (our transaction already in its query). */
  completeUrl: string;
  interruptUrl: string;
};

/**
 * An ID-verification (OCR) service: the player is sent to its page, then back to us; we ask it
 * for the outcome by the reference it gave at the start. The built-in simulator (default) has
 * its own pages under /sim/ocr/ and reports its outcomes itself, so `outcome` answers null.
 */
export type IdOcrProvider = {
  readonly kind: 'simulator' | 'didit';
  start(s: OcrStart): Promise<{ redirectUrl: string; providerRef: string }>;
  /** The outcome, or null while the player has not finished (or the review is still open). */
  outcome(t: {
    transactionId: string;
    providerRef: string;
    idType: string;
  }): Promise<OcrOutcome | null>;
};
