import type { KycOcr } from '@pisoplay/contract';
import type { IdOcrProvider, OcrOutcome } from './id-ocr.ts';

export const OCR_SIMULATOR_PREFIX = '/sim/ocr/';

/** The smallest photo of an ID card the simulator can "read", in pixels. */
const MIN_WIDTH = 300;
const MIN_HEIGHT = 180;
/** Below this spread of brightness the photo is taken as blank. */
const MIN_BRIGHTNESS_SPREAD = 6;

export const OCR_SIMULATOR_MESSAGES = {
  notImage: 'The ID photo must be a PNG, JPEG or WebP image',
  tooSmall: `The ID photo is too small to read (at least ${MIN_WIDTH}x${MIN_HEIGHT} pixels)`,
  blank: 'The ID photo is blank',
  forced: 'The verification was set to fail',
  missingFields: 'The name, the date of birth and the ID number are needed',
} as const;

/** What the tester types on the simulator's page: what a real service would read off the card. */
export type SimulatedCard = {
  firstName: string;
  middleName: string;
  lastName: string;
  birthday: string;
  idNumber: string;
  gender: string;
};

export function createOcrSimulator(): IdOcrProvider {
  return {
    kind: 'simulator',
    async start(s) {
      return {
        redirectUrl: `${OCR_SIMULATOR_PREFIX}${encodeURIComponent(s.transactionId)}`,
        providerRef: s.transactionId,
      };
    },
    // The simulator's page reports each outcome as the tester submits it.
    async outcome() {
      return null;
    },
  };
}

/**
 * Reads an ID photo as the simulator does: a real image, big enough and not blank, else a
 * failure with the reason; the card's data is what the tester typed. `photoKey` is where the
 * photo was stored.
 */
export async function readSimulatedCard(
  bytes: Buffer,
  card: SimulatedCard,
  options: { fail: boolean; idType: string; photoKey: string },
): Promise<OcrOutcome> {
  if (options.fail) return { status: 'failed', reason: OCR_SIMULATOR_MESSAGES.forced };
  const sharp = (await import('sharp')).default;
  let stats;
  let meta;
  try {
    const image = sharp(bytes, { limitInputPixels: 40_000_000 });
    meta = await image.metadata();
    stats = await image.stats();
  } catch {
    return { status: 'failed', reason: OCR_SIMULATOR_MESSAGES.notImage };
  }
  if (!['png', 'jpeg', 'webp'].includes(meta.format ?? '')) {
    return { status: 'failed', reason: OCR_SIMULATOR_MESSAGES.notImage };
  }
  if ((meta.width ?? 0) < MIN_WIDTH || (meta.height ?? 0) < MIN_HEIGHT) {
    return { status: 'failed', reason: OCR_SIMULATOR_MESSAGES.tooSmall };
  }
  const spread = Math.max(...stats.channels.map((c) => c.stdev));
  if (spread < MIN_BRIGHTNESS_SPREAD)
    return { status: 'failed', reason: OCR_SIMULATOR_MESSAGES.blank };
  if (!card.firstName || !card.lastName || !card.birthday || !card.idNumber) {
    return { status: 'failed', reason: OCR_SIMULATOR_MESSAGES.missingFields };
  }
  const document: KycOcr = {
    realName: { first: card.firstName, middle: card.middleName, last: card.lastName },
    birthday: card.birthday,
    idType: options.idType,
    idNumber: card.idNumber,
    gender: card.gender,
    attachments: { face: options.photoKey, idPhoto: options.photoKey },
    extraDetails: {
      confidence_score: Math.min(0.99, 0.8 + spread / 500),
      nationality: 'Philippines',
      address: '',
      verified: true,
    },
  };
  return { status: 'success', document, idNumber: card.idNumber };
}
