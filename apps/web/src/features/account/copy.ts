import { defineCopy } from '@/shared/i18n/define-copy';

/** Texts of the account screens (spec 2.8, 4.1, 4.6, 5.3, 5.4, 8.2), letter for letter where given. */
export const ACCOUNT_COPY = defineCopy('account', {
  title: 'Account',
  changeAvatar: 'Change avatar',
  username: 'Username',
  id: 'ID',
  kyc: 'KYC',
  /** The KYC row's value: the contract's KYC_STATUS_LABELS, by status. */
  loginPassword: 'Login password',
  phoneNumber: 'Phone number',
  email: 'Email',
  set: 'Set',
  /** What a row shows for a detail not given yet, beside the spec's 'Set' action. */
  notSet: 'Not set',
  change: 'Change',
  goToVerify: 'Go To Verify',
  loading: 'Loading...',
  loadFailed: 'Error fetching data.',
  retry: 'Try again',

  // No-email hint (spec 2.8)
  noEmailTitle: 'Email Address',
  noEmailText: 'You have not set an email address yet. Set one to keep your account secure.',
  doItLater: 'Do it later',
  goToSetting: 'Go to setting',

  // Password-reset modal (spec 2.8)
  resetTitle: 'Reset Password',
  resetText: 'Choose how to verify it is you before setting a new password.',
  phoneVerification: 'Phone verification',
  oldPasswordVerification: 'Old Password Verification',

  // Verify-account screen (spec 2.8)
  verifyTitle: 'Verify Account',
  verifyText: 'Verify your identity before changing your account details.',
  phoneVerificationOption: 'Phone Verification',
  customerService: 'Customer Service',
  phoneNotAvailable: 'Phone number is not available.',

  // Form titles (spec 2.8)
  setUsername: 'Set Username',
  createPassword: 'Create Login password',
  setNewPassword: 'Set New Password',
  enterNewEmail: 'Enter New email address',
  enterNewPhone: 'Enter New phone number',
  enterCode: 'Enter the code',
  enterOldPassword: 'Enter old password',

  // Fields
  usernameLabel: 'User name',
  usernamePlaceholder: 'User Name(5-30)',
  usernameRule: 'Letters, numbers and underscore. It can be changed once every 90 days.',
  usernameNextChange: 'You can change it again on {date}.',
  passwordLabel: 'New password',
  passwordPlaceholder: 'Enter new password',
  oldPasswordLabel: 'Old password',
  oldPasswordPlaceholder: 'Enter old password',
  emailLabel: 'Email address',
  emailPlaceholder: 'Enter email address',
  phoneLabel: 'New phone number',
  phonePlaceholder: 'Enter phone number',
  codeSentTo: 'The code is sent to',
  codeSendTo: 'We will send a 6-digit code to',
  rule8to20: '8-20 characters',
  ruleLetterNumber: '1 letter and 1 number',
  submit: 'Confirm',
  next: 'Next',
  sendCode: 'Send code',
  codeSent: 'otp code sent.',

  // Results (spec 8.2 Account)
  usernameSuccess: 'Set username successfully',
  internalError: 'Internal Server Error',
  setPasswordSuccess: 'Set Password Success',
  setPasswordFailed: 'Set Password Failed',
  updatePasswordSuccess: 'Update Password Success',
  updatePasswordFailed: 'Update Password Failed',
  missingCode: 'Missing verification code',
  oldPasswordInvalid: 'Invalid old password',
  /** The contract's OTP_MESSAGES.incomplete. */
  wrongCode: 'Please enter the correct code',
  smsFailed: 'failed to send sms!',
  emailFailed: 'failed to send email',
  emailSuccess: 'Email address updated',
  phoneSuccess: 'Phone number updated',

  // Avatar (spec 2.8, 8.2): the four categories, and a picture's name ('Sports 2')
  avatarTitle: 'Choose Avatar',
  avatarCurrent: 'Current avatar',
  avatarChoose: 'Choose one of the pictures below.',
  avatarIllustration: 'Illustration',
  avatarWomen: 'AI-generated women',
  avatarMen: 'AI-generated men',
  avatarSports: 'Sports',
  avatarPicture: '{category} {number}',
  save: 'Save',
  uploading: 'Uploading',
  uploadFailed: 'Upload failed',
  convertFailed: 'Failed to convert image URL to file',
});
