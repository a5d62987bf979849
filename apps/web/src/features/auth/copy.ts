import { defineCopy } from '@/shared/i18n/define-copy';

/**
 * Texts of the sign-in screens (spec 2.3, 4.5, 4.6, 8.2), letter for letter where the spec gives
 * them. `welcome` takes the product's name: `COPY.welcome({ product: PRODUCT_NAME })`.
 */
export const AUTH_COPY = defineCopy('auth', {
  welcome: 'Welcome to {product}',
  loginWithCode: 'Login With Code',
  loginWithPassword: 'Login With Password',
  brandPromise: 'Slots, live casino and fishing games in pesos · 21+ · Play responsibly',
  /** The sign on the slot machine of the login art. */
  jackpot: 'JACKPOT',
  registerLogin: 'Register / Login',
  login: 'Login',
  close: 'Close',
  phoneLabel: 'Phone number',
  phonePlaceholder: 'Enter phone number',
  passwordLabel: 'Password',
  passwordPlaceholder: 'Enter password',
  agreePrefix: 'I have read and agree to the ',
  termsOfUse: 'Terms of Use',
  and: ' and ',
  privacyPolicy: 'Privacy Policy',
  agreement: 'I have read and agree to the Terms of Use and Privacy Policy',
  forgotPassword: 'Forgot password?',

  codeTitle: 'Enter the code',
  codeSentTo: 'A 6-digit code was sent to',
  resetPhone: 'Reset phone number',
  sendCode: 'Send code',
  otpSent: 'otp code sent.',

  // Spec 8.2 Login
  sendFailed: 'Failed to send OTP',
  /** The contract's OTP_MESSAGES.invalid. */
  codeInvalid: 'Invalid code',
  loginFailed: 'Failed to login',
  noTokenOtp: 'Failed to login with OTP',
  noTokenPassword: 'Failed to login with password',

  // Forgot password (spec 2.8, 4.6, 8.2)
  forgotTitle: 'Forgot Password',
  enterPhone: 'Enter Phone Number',
  enterPhoneHint: 'We will send a verification code to this number.',
  enterEmail: 'Enter Email Address',
  enterEmailHint:
    'We will send a verification code to this address if it is the verified email of your account.',
  emailLabel: 'Email address',
  emailPlaceholder: 'Enter email address',
  codeSentToEmail: 'If it is the verified email of an account, a 6-digit code was sent to',
  usePhone: 'Use phone number',
  useEmail: 'Use email address',
  setNewPassword: 'Set New Password',
  newPasswordLabel: 'New password',
  newPasswordPlaceholder: 'Enter new password',
  confirm: 'Confirm',
  next: 'Next',
  rule8to20: '8-20 characters',
  ruleLetterNumber: '1 letter and 1 number',
  resetSuccess: 'success to reset password',
  // Spelled as the product spells it (spec 8.2).
  resetFailed: 'faied to reset password',
  smsFailed: 'failed to send SMS',
  emailFailed: 'failed to send email',
  changeCode: 'Enter the code again',
});

/** Texts of the session effects, kept apart so the first chunk carries only these. */
export const SESSION_COPY = defineCopy('authSession', {
  // Blocked account (spec 4.2, 4.3): the KYC gate's blocked-account texts.
  blockedTitle: 'Account Blocked',
  blockedText:
    "Your account has been blocked by the administrator for violating the regulator's rules or the site's rules. Please contact customer service immediately.",
  blockedOk: 'OK',
});
