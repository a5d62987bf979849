import { defineTranslation } from '@/shared/i18n/define-copy';
import type { AUTH_COPY, SESSION_COPY } from './copy';

export const AUTH_FIL = defineTranslation<typeof AUTH_COPY>('auth', {
  welcome: 'Welcome sa {product}',
  loginWithCode: 'Mag-login gamit ang Code',
  loginWithPassword: 'Mag-login gamit ang Password',
  brandPromise: 'Slots, live casino at fishing games sa piso · 21+ · Maglaro nang responsable',
  jackpot: 'JACKPOT',
  registerLogin: 'Mag-register / Mag-login',
  login: 'Mag-login',
  close: 'Isara',
  phoneLabel: 'Numero ng telepono',
  phonePlaceholder: 'Ilagay ang numero ng telepono',
  passwordLabel: 'Password',
  passwordPlaceholder: 'Ilagay ang password',
  agreePrefix: 'Nabasa ko at sumasang-ayon ako sa ',
  termsOfUse: 'Terms of Use',
  and: ' at ',
  privacyPolicy: 'Privacy Policy',
  agreement: 'Nabasa ko at sumasang-ayon ako sa Terms of Use at Privacy Policy',
  forgotPassword: 'Nakalimutan ang password?',

  codeTitle: 'Ilagay ang code',
  codeSentTo: 'May 6-digit code na ipinadala sa',
  resetPhone: 'Palitan ang numero ng telepono',
  sendCode: 'Ipadala ang code',
  otpSent: 'Naipadala na ang OTP code.',

  sendFailed: 'Hindi naipadala ang OTP',
  codeInvalid: 'Mali ang code',
  loginFailed: 'Hindi nakapag-login',
  noTokenOtp: 'Hindi nakapag-login gamit ang OTP',
  noTokenPassword: 'Hindi nakapag-login gamit ang password',

  forgotTitle: 'Nakalimutan ang Password',
  enterPhone: 'Ilagay ang Numero ng Telepono',
  enterPhoneHint: 'Magpapadala kami ng verification code sa numerong ito.',
  enterEmail: 'Ilagay ang Email Address',
  enterEmailHint:
    'Magpapadala kami ng verification code sa address na ito kung ito ang verified na email ng account mo.',
  emailLabel: 'Email address',
  emailPlaceholder: 'Ilagay ang email address',
  codeSentToEmail:
    'Kung ito ang verified na email ng isang account, may 6-digit code na ipinadala sa',
  usePhone: 'Gamitin ang numero ng telepono',
  useEmail: 'Gamitin ang email address',
  setNewPassword: 'Mag-set ng Bagong Password',
  newPasswordLabel: 'Bagong password',
  newPasswordPlaceholder: 'Ilagay ang bagong password',
  confirm: 'Kumpirmahin',
  next: 'Susunod',
  rule8to20: '8-20 character',
  ruleLetterNumber: '1 letra at 1 numero',
  resetSuccess: 'Na-reset na ang password',
  resetFailed: 'Hindi na-reset ang password',
  smsFailed: 'Hindi naipadala ang SMS',
  emailFailed: 'Hindi naipadala ang email',
  changeCode: 'Ilagay ulit ang code',
});

export const SESSION_FIL = defineTranslation<typeof SESSION_COPY>('authSession', {
  blockedTitle: 'Na-block ang Account',
  blockedText:
    'Na-block ng administrator ang account mo dahil sa paglabag sa mga patakaran ng regulator o ng site. Makipag-ugnayan agad sa customer service.',
  blockedOk: 'OK',
});
