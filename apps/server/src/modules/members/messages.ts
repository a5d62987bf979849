import { OTP_MESSAGES } from '@pisoplay/contract';
import { MAX_IMAGE_SIDE } from './rules.ts';

/** Every message the members module answers with; the client shows them as they are. */
export const MESSAGES = {
  codeLocked: OTP_MESSAGES.locked,
  codeInvalid: OTP_MESSAGES.invalid,
  codeIncorrect: OTP_MESSAGES.incomplete,
  codeExpired: 'Code expired, please request a new one',
  codeUsed: 'This code has already been used, please request a new one',
  codeSuperseded: 'A newer code was sent, please use the latest one',
  codeWrongPurpose: 'This code was sent for another action, please request a new one',
  resendTooEarly: (seconds: number) =>
    `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before requesting a new code`,
  smsFailed: 'failed to send SMS',
  emailFailed: 'failed to send email',
  tooManyFromNetwork: 'Too many codes were requested from this network. Please try again later',
  tooManyForPhone:
    'Too many codes were requested for this phone number. Please try again later or sign in with your password',
  tooManyForEmail: 'Too many codes were requested for this email address. Please try again later',
  tooManyChecks: 'Too many code attempts from this network. Please try again later',
  loginInvalid: 'Invalid phone number or password',
  loginLocked: (minutes: number) =>
    `Too many failed attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
  blocked:
    'Your account has been blocked by the administrator. Please contact customer service immediately',
  oldPasswordInvalid: 'Invalid old password',
  missingCode: 'Missing verification code',
  passwordSame: 'The new password must be different from the old one',
  verifyFirst: 'Please verify your identity first',
  nothingToUpdate: 'Nothing to update',
  nameTaken: (label: string) => `This ${label} is already taken`,
  nameTooSoon: (label: string, date: string) =>
    `Your ${label} can be changed once every 90 days. You can change it again on ${date}`,
  phoneInUse: 'This phone number is already linked to another account',
  phoneSame: 'This is already your phone number',
  emailInUse: 'This email address is already linked to another account',
  emailSame: 'This is already your email address',
  onePhoneOrEmail: 'Change the email address and the phone number one at a time',
  avatarUnknown: 'Unknown image, please upload it first',
  uploadMissing: 'Please choose an image to upload',
  uploadEmpty: 'The file is empty',
  uploadTooLarge: 'The image is too large, the maximum is 2 MB',
  uploadNotImage: 'Only PNG, JPEG, WebP or GIF images can be uploaded',
  uploadUnreadable: 'The upload could not be read',
  uploadTooManyPixels: `The image is too large, the maximum is ${MAX_IMAGE_SIDE} pixels a side`,
  uploadLimit: 'Too many uploads today, please try again tomorrow',
  imageNotFound: 'Image not found',
  accountNotFound: 'Account not found',
} as const;
