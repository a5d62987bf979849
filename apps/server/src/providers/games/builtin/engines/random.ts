import { randomInt } from 'node:crypto';

/** A uniform integer in [0, max): the only randomness an engine sees. */
export type RandomInt = (max: number) => number;

/** The production source: node:crypto's CSPRNG (rejection-sampled, so without modulo bias). */
export const cryptoRandomInt: RandomInt = (max) => randomInt(max);
