import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  countryCodeFieldSchema,
  loginPasswordSchema,
  phoneNumberSchema,
} from '@pisoplay/contract';
import type { LoginStep } from './login-machine';

const phoneStep = z.object({
  countryCode: countryCodeFieldSchema,
  number: phoneNumberSchema,
  // The contract's rule and message, over a boolean so the box can start unticked.
  agreeTerms: z.boolean().refine((agreed) => agreed, ACCOUNT_MESSAGES.terms),
});
const passwordStep = z.object({
  countryCode: countryCodeFieldSchema,
  number: phoneNumberSchema,
  password: loginPasswordSchema,
});

/**
 * The login form's schema for the steps with fields of their own (spec 3 Login form, 5.1 to
 * 5.4); the code step is the shared code entry (shared/otp).
 */
export const loginStepSchemas = {
  'login-otp-1': phoneStep,
  'login-password': passwordStep,
} as const satisfies Partial<Record<LoginStep, z.ZodType>>;

export type PhoneStepValues = z.input<typeof phoneStep>;
export type PasswordStepValues = z.input<typeof passwordStep>;
