/**
 * The messages of spec section 5's rules, apart from the zod schemas that use them: a screen that
 * shows one (a sign-in text, a lock notice) loads no schema code for it.
 */
export const INPUT_MESSAGES = {
  control: 'Text contains characters that are not allowed',
  tooLong: (max: number) => `Text is longer than ${max} characters`,
  id: 'Invalid id',
  number: (min: number, max: number) => `Expected a whole number from ${min} to ${max}`,
  token: 'Invalid value',
} as const;

export const PHONE_MESSAGES = {
  required: 'Phone number is required',
  invalid: "Sorry, it's not a valid phone number, should be 10 digits",
  countryCode: 'Country code must be 3 characters',
  accountMaxLength: 'Phone number maxLength is 11',
  accountPattern: 'Phone number Error',
} as const;

export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  login: 'Invalid password, only allow 8-20 characters, including letters and numbers',
  minLength: 'Password should be at least 8 characters',
  maxLength: 'Password maxLength is 20',
  letterAndNumber: ' must contain at least 1 letter and 1 number',
  range: 'Password minLength is 8, maxLength is 20',
} as const;

export const ACCOUNT_MESSAGES = {
  minLength: (n: number) => `minLength is ${n}`,
  maxLength: (n: number) => `maxLength is ${n}`,
  pattern: 'Reg Error',
  emailRequired: 'Email Address is required',
  emailMaxLength: 'Email Address maxLength is 30',
  emailPattern: 'Email Address Error',
  terms: 'You must agree to the terms and conditions',
  required: (field: string) => `${field} is required`,
} as const;

export const OTP_MESSAGES = {
  required: 'Please enter the code',
  incomplete: 'Please enter the correct code',
  invalid: 'Invalid code',
  locked: 'the maximum number of code attempts has been exceeded. Please try again later',
} as const;

export const MONEY_MESSAGES = {
  depositPrompt: (min: number | string, max: number | string) => `Enter Amount: ${min}-${max}`,
  voucherCode: 'Verification code error',
  withdrawDefault: 'Amount 100-500,000',
  minimum: (n: number | string) => `Minimum value is ${n}`,
  maximum: (n: number | string) => `Maximum value is ${n}`,
  required: (field: string) => `${field} is required`,
} as const;

export const KYC_BIRTHDAY_MESSAGE = 'Date of birth must be between 21 and 100 years ago';
