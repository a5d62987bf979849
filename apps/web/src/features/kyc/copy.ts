import type { OCCUPATIONS, SOURCES_OF_FUNDS } from '@pisoplay/contract';
import { defineCopy, type Copy } from '@/shared/i18n/define-copy';

/** Texts of the KYC flow (spec 2.7, 4.1, 5.5, 8.2), letter for letter where the spec gives them. */
export const KYC_COPY = defineCopy('kyc', {
  screenTitle: 'KYC',
  loading: 'Loading...',
  loadFailed: 'Error fetching data.',
  retry: 'Try again',

  // Entry
  titleRejected: 'KYC Verify Rejected',
  titleUnderReview: 'KYC Is Under Review...',
  titleFrozen: 'KYC reminder',
  titleDefault: 'KYC Verify',
  textRejected: 'We are sorry, your KYC verification was not approved. Possible reasons:',
  rejectionReason1: 'Screen capture or reproduction of the document',
  rejectionReason2: 'Document tampering or obstruction',
  rejectionReason3: 'Facial recognition error',
  rejectionReason4: 'Invalid or expired ID',
  rejectionReason5: 'Incomplete information',
  reviewerNote: 'Note from our team:',
  /** What a rejected player does next; the fields the reviewer named follow it. */
  rejectedNextStep: 'Tap Recertification and submit your KYC again.',
  issueFieldsTitle: 'Please correct:',
  rejectedNoFields:
    'Use clear photos of a valid ID and check that every detail matches your ID exactly.',
  /** What a frozen player does next. */
  frozenNextStep:
    'Tap the button below and complete KYC verification. Once you submit it, you can deposit and play again while we review it; withdrawals open when it is approved.',
  textUnderReview:
    'Your KYC is being reviewed. You can use the product normally only after the review is passed.',
  textFrozen:
    'Your account has been frozen because KYC verification was not completed within 72 hours of sign-up. Complete KYC verification to restore your account.',
  textDefault:
    "According to the regulator's rules, you must complete KYC verification within 72 hours of sign-up. After that, your account will be restricted.",
  timeLeft: 'Time left',
  recertification: 'Recertification',
  /** The entry's start button for a player who never submitted KYC (nothing to re-certify). */
  verifyNow: 'Verify Now',
  doItLater: 'Do it later',

  // Intro guide
  introTitle: 'Verify Process',
  introStep1: 'Take an ID photo. Your full name and date of birth must be clear.',
  introStep2:
    'Scan your face or take a selfie with your ID card. The information must be complete and accurate.',
  introStep3: 'Information confirm. Your face is within the frame and the lighting is good.',
  startNow: 'Start Now',

  // ID type
  idTypeTitle: 'ID Type',
  idTypePrompt: 'Select the type of ID you want to verify',
  next: 'Next',
  ocrStartFailed: 'Failed to start OCR',
  ocrRedirecting: 'Opening ID verification...',
  back: 'Back',

  // OCR result
  ocrInProgress: 'ID Verification in progress',
  ocrSucceeded: 'ID Verification successful',
  ocrFailedTitle: 'ID Verification failed',
  ocrWaitText: 'Your data will be returned in about 10 seconds.',
  ocrFailed: 'OCR verification failed, please try again',
  ocrRetry: 'Retry',
  secondsLeft: '{seconds} seconds left',

  // Selfie
  selfieGuideTitle: 'Selfie with ID',
  selfieGuideText:
    'Hold your ID card next to your face. Keep your face within the frame in good lighting.',
  ready: 'OK, I’m ready',
  selfieTitle: 'Take a selfie',
  capture: 'Take photo',
  retake: 'Retake',
  upload: 'Upload',
  uploading: 'Uploading',
  /** A photo upload that gave no stored photo back (shared/api's UPLOAD_FAILED_MESSAGE). */
  uploadFailed: 'Upload failed',
  cameraView: 'Front camera',
  selfiePreview: 'Your selfie',
  cameraRefused:
    'The camera is not available: access was refused or no camera was found. Allow the camera in your browser settings, or choose a photo instead.',
  choosePhoto: 'Choose a photo',
  selfieResultTitle: 'Confirm your selfie',
  confirm: 'Confirm',

  // Complete form (its labels also name the fields a reviewer sends back, on the entry)
  formTitle: 'Complete Information',
  sectionBasic: 'Basic Information',
  sectionAddress: 'Address Information',
  sectionIncome: 'Income Information',
  idType: 'ID type',
  idPhoto: 'Front photo of ID',
  idPhotoBack: 'Back photo of ID',
  selfie: 'Selfie with card',
  firstName: 'First name',
  middleName: 'Middle name (optional)',
  lastName: 'Last name',
  birthday: 'Date of birth',
  gender: 'Gender',
  genderFemale: 'Female',
  genderMale: 'Male',
  phone: 'Phone number',
  nationality: 'Nationality',
  placeOfBirth: 'Place of birth',
  currentAddress: 'Current address',
  permanentAddress: 'Permanent address',
  nearestBranch: 'Nearest branch',
  occupation: 'Occupation',
  sourceOfFunds: 'Main source of funds',
  choose: 'Please choose',
  changePhoto: 'Change photo',
  remindersTitle: 'Reminders',
  reminders:
    'KYC verification must be completed before your first withdrawal or within 3 days of sign-up. Players who are not eligible will forfeit their funds. Accounts are frozen until KYC verification is completed.',
  submit: 'Submit',

  // Basic-information update
  baseTitle: 'Basic Information',
  baseFailed: 'Update basic information failed',
  save: 'Save',

  // Success
  successTitle: 'Submit successfully',
  successText:
    'Thank you for verifying with us, please kindly wait up to 24 hours for us to process your request.',
  goHome: 'Go To Homepage',
  autoHome: 'Automatically go to the home page at {seconds}s',
});

/** The KYC texts in the current language, as `useCopy(KYC_COPY)` gives them. */
export type KycCopy = Copy<(typeof KYC_COPY)['source']>;

/**
 * The labels of the contract's occupations (OCCUPATIONS), by the value the form sends: the value
 * stays English, only its label is translated.
 */
export const KYC_OCCUPATION_COPY = defineCopy('kycOccupations', {
  Employed: 'Employed',
  'Self-Employed': 'Self-Employed',
  'Business Owner': 'Business Owner',
  Student: 'Student',
  Retired: 'Retired',
  Unemployed: 'Unemployed',
  Homemaker: 'Homemaker',
  Freelancer: 'Freelancer',
  'Government Employee': 'Government Employee',
  'Private Sector Employee': 'Private Sector Employee',
  Other: 'Other',
} satisfies Record<(typeof OCCUPATIONS)[number], string>);

/** The labels of the contract's sources of funds (SOURCES_OF_FUNDS), by the value sent. */
export const KYC_SOURCE_OF_FUNDS_COPY = defineCopy('kycSourcesOfFunds', {
  'Salary/Employment': 'Salary/Employment',
  'Business Income': 'Business Income',
  Investments: 'Investments',
  Inheritance: 'Inheritance',
  'Personal Savings': 'Personal Savings',
  'Pension/Retirement': 'Pension/Retirement',
  'Rental Income': 'Rental Income',
  'Family Allowance': 'Family Allowance',
  'Other Sources': 'Other Sources',
} satisfies Record<(typeof SOURCES_OF_FUNDS)[number], string>);
