import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { OCR_SIMULATOR_MESSAGES, readSimulatedCard } from '../id-ocr/simulator.ts';

const card = {
  firstName: 'Juan',
  middleName: '',
  lastName: 'Cruz',
  birthday: '1990-05-17',
  idNumber: 'P123',
  gender: 'male',
};
const options = { fail: false, idType: 'Passport', photoKey: 'k.png' };
const photo = (width: number, height: number, sigma: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      ...(sigma ? { noise: { type: 'gaussian' as const, mean: 128, sigma } } : {}),
    },
  })
    .png()
    .toBuffer();

describe('ID-OCR simulator', () => {
  it('reads a detailed photo of a card and returns what was typed', async () => {
    const outcome = await readSimulatedCard(await photo(800, 500, 40), card, options);
    expect(outcome).toMatchObject({
      status: 'success',
      idNumber: 'P123',
      document: { realName: { first: 'Juan', last: 'Cruz' }, idType: 'Passport' },
    });
  });

  it.each([
    ['a blank photo', () => photo(800, 500, 0), OCR_SIMULATOR_MESSAGES.blank],
    ['a tiny photo', () => photo(120, 80, 40), OCR_SIMULATOR_MESSAGES.tooSmall],
    [
      'text that is no image',
      async () => Buffer.from('not an image'),
      OCR_SIMULATOR_MESSAGES.notImage,
    ],
  ])('fails %s', async (_name, make, reason) => {
    expect(await readSimulatedCard(await make(), card, options)).toEqual({
      status: 'failed',
      reason,
    });
  });

  it('fails when the tester asks it to', async () => {
    const outcome = await readSimulatedCard(await photo(800, 500, 40), card, {
      ...options,
      fail: true,
    });
    expect(outcome).toEqual({ status: 'failed', reason: OCR_SIMULATOR_MESSAGES.forced });
  });
});
