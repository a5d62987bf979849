import type { FastifyInstance } from 'fastify';
import { calls } from '@pisoplay/contract';
import type { PayloadOf, Session } from '@pisoplay/contract';
import { signedCall } from '../../../test/harness.ts';
import { imageForm, makeImage } from '../../members/__tests__/helpers.ts';

type KycForm = PayloadOf<typeof calls.kycInsert>;

/** An ID photo uploaded by the player (POST /oss/upload): its object key. */
export async function uploadIdPhoto(
  app: FastifyInstance,
  player: Pick<Session, 'token' | 'secret'>,
  width = 900,
  height = 600,
): Promise<string> {
  const image = imageForm(await makeImage('jpeg', width, height), 'id.jpg', 'image/jpeg');
  const reply = await signedCall(app, player, calls.ossUpload, image);
  if (!reply.body.status) throw new Error(String(reply.body.data));
  return reply.body.data.object_key;
}

/**
 * The complete KYC form (spec 5.5) with two freshly uploaded photos: Juan Santos Dela Cruz, born
 * 1994-06-01, unless `overrides` say otherwise.
 */
export async function completeKycForm(
  app: FastifyInstance,
  player: Pick<Session, 'token' | 'secret'>,
  overrides: Partial<KycForm> = {},
): Promise<KycForm> {
  return {
    id_type: 'Passport',
    id_photo: await uploadIdPhoto(app, player),
    selfie_with_id_photo: await uploadIdPhoto(app, player),
    first_name: 'Juan',
    middle_name: 'Santos',
    last_name: 'Dela Cruz',
    birthday: '1994-06-01',
    gender: 'male',
    nationality: 'Philippines',
    place_of_birth: 'Pasay City',
    current_address: '12 Roxas Blvd, Pasay',
    permanent_address: '12 Roxas Blvd, Pasay',
    nearest_branch: '1001',
    occupation: 'Employed',
    source_of_income: 'Salary/Employment',
    ...overrides,
  };
}
