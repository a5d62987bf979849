import { defineTranslation } from '@/shared/i18n/define-copy';
import type { KYC_COPY, KYC_OCCUPATION_COPY, KYC_SOURCE_OF_FUNDS_COPY } from './copy';

export const KYC_FIL = defineTranslation<typeof KYC_COPY>('kyc', {
  screenTitle: 'KYC',
  loading: 'Naglo-load...',
  loadFailed: 'Nagka-error sa pag-load ng data.',
  retry: 'Subukan ulit',

  titleRejected: 'Hindi naaprubahan ang KYC',
  titleUnderReview: 'Nire-review pa ang KYC...',
  titleFrozen: 'Paalala sa KYC',
  titleDefault: 'I-verify ang KYC',
  textRejected: 'Pasensya na, hindi naaprubahan ang KYC verification mo. Posibleng dahilan:',
  rejectionReason1: 'Screenshot o kopya lang ng dokumento ang ipinasa',
  rejectionReason2: 'May binago o may nakatakip sa dokumento',
  rejectionReason3: 'Nagka-error sa facial recognition',
  rejectionReason4: 'Hindi valid o expired na ang ID',
  rejectionReason5: 'Kulang ang impormasyon',
  reviewerNote: 'Note mula sa team namin:',
  rejectedNextStep: 'I-tap ang "I-verify ulit" at i-submit muli ang KYC mo.',
  issueFieldsTitle: 'Pakitama ang mga ito:',
  rejectedNoFields:
    'Gumamit ng malinaw na litrato ng valid na ID at siguraduhing tugmang-tugma sa ID mo ang bawat detalye.',
  frozenNextStep:
    'I-tap ang button sa ibaba at tapusin ang KYC verification. Kapag na-submit mo na ito, puwede ka nang mag-deposit at maglaro ulit habang nire-review namin; magagamit ang withdrawal kapag naaprubahan na ito.',
  textUnderReview:
    'Nire-review na ang KYC mo. Magagamit mo nang normal ang app kapag pumasa na ito sa review.',
  textFrozen:
    'Na-freeze ang account mo dahil hindi natapos ang KYC verification sa loob ng 72 oras mula nang mag-register ka. Tapusin ang KYC verification para maibalik ang account mo.',
  textDefault:
    'Ayon sa patakaran ng regulator, kailangan mong tapusin ang KYC verification sa loob ng 72 oras mula nang mag-register ka. Pagkatapos nito, malilimitahan na ang account mo.',
  timeLeft: 'Natitirang oras',
  recertification: 'I-verify ulit',
  verifyNow: 'I-verify ngayon',
  doItLater: 'Mamaya na lang',

  introTitle: 'Paano mag-verify',
  introStep1:
    'Kunan ng litrato ang ID mo. Dapat malinaw ang buong pangalan at petsa ng kapanganakan mo.',
  introStep2:
    'I-scan ang mukha mo o mag-selfie kasama ang ID card mo. Dapat kumpleto at tama ang impormasyon.',
  introStep3:
    'Kumpirmahin ang impormasyon. Dapat nasa loob ng frame ang mukha mo at maliwanag ang ilaw.',
  startNow: 'Simulan na',

  idTypeTitle: 'Uri ng ID',
  idTypePrompt: 'Piliin ang uri ng ID na gusto mong i-verify',
  next: 'Susunod',
  ocrStartFailed: 'Hindi masimulan ang OCR',
  ocrRedirecting: 'Binubuksan ang ID verification...',
  back: 'Bumalik',

  ocrInProgress: 'Vine-verify ang ID',
  ocrSucceeded: 'Na-verify na ang ID',
  ocrFailedTitle: 'Hindi na-verify ang ID',
  ocrWaitText: 'Lalabas ang resulta sa loob ng mga 10 segundo.',
  ocrFailed: 'Hindi pumasa ang OCR verification, pakisubukan ulit',
  ocrRetry: 'Subukan ulit',
  secondsLeft: '{seconds} segundo na lang',

  selfieGuideTitle: 'Selfie na hawak ang ID',
  selfieGuideText:
    'Hawakan ang ID card mo sa tabi ng mukha mo. Dapat nasa loob ng frame ang mukha mo at maliwanag ang ilaw.',
  ready: 'OK, handa na ako',
  selfieTitle: 'Mag-selfie',
  capture: 'Kunan ng litrato',
  retake: 'Kunan ulit',
  upload: 'I-upload',
  uploading: 'Ina-upload',
  uploadFailed: 'Hindi na-upload',
  cameraView: 'Front camera',
  selfiePreview: 'Ang selfie mo',
  cameraRefused:
    'Hindi magamit ang camera: hindi ito pinayagan o walang nakitang camera. Payagan ang camera sa settings ng browser mo, o pumili na lang ng litrato.',
  choosePhoto: 'Pumili ng litrato',
  selfieResultTitle: 'Kumpirmahin ang selfie mo',
  confirm: 'Kumpirmahin',

  formTitle: 'Kumpletuhin ang impormasyon',
  sectionBasic: 'Basic na impormasyon',
  sectionAddress: 'Address',
  sectionIncome: 'Trabaho at kita',
  idType: 'Uri ng ID',
  idPhoto: 'Litrato ng harap ng ID',
  idPhotoBack: 'Litrato ng likod ng ID',
  selfie: 'Selfie na hawak ang ID',
  firstName: 'Pangalan',
  middleName: 'Gitnang pangalan (opsyonal)',
  lastName: 'Apelyido',
  birthday: 'Petsa ng kapanganakan',
  gender: 'Kasarian',
  genderFemale: 'Babae',
  genderMale: 'Lalaki',
  phone: 'Numero ng telepono',
  nationality: 'Nasyonalidad',
  placeOfBirth: 'Lugar ng kapanganakan',
  currentAddress: 'Kasalukuyang address',
  permanentAddress: 'Permanenteng address',
  nearestBranch: 'Pinakamalapit na branch',
  occupation: 'Trabaho',
  sourceOfFunds: 'Pangunahing pinagmumulan ng pera',
  choose: 'Pumili',
  changePhoto: 'Palitan ang litrato',
  remindersTitle: 'Mga paalala',
  reminders:
    'Kailangang matapos ang KYC verification bago ang una mong withdrawal o sa loob ng 3 araw mula nang mag-register ka. Mawawala ang pondo ng mga player na hindi eligible. Naka-freeze ang account hangga’t hindi natatapos ang KYC verification.',
  submit: 'I-submit',

  baseTitle: 'Basic na impormasyon',
  baseFailed: 'Hindi na-update ang basic na impormasyon',
  save: 'I-save',

  successTitle: 'Na-submit na!',
  successText:
    'Salamat sa pag-verify! Pakihintay nang hanggang 24 oras habang pinoproseso namin ang request mo.',
  goHome: 'Pumunta sa Home',
  autoHome: 'Babalik sa Home sa loob ng {seconds}s',
});

export const KYC_OCCUPATION_FIL = defineTranslation<typeof KYC_OCCUPATION_COPY>('kycOccupations', {
  Employed: 'May trabaho',
  'Self-Employed': 'Self-employed',
  'Business Owner': 'May-ari ng negosyo',
  Student: 'Estudyante',
  Retired: 'Retirado',
  Unemployed: 'Walang trabaho',
  Homemaker: 'Homemaker',
  Freelancer: 'Freelancer',
  'Government Employee': 'Empleyado ng gobyerno',
  'Private Sector Employee': 'Empleyado sa pribadong kumpanya',
  Other: 'Iba pa',
});

export const KYC_SOURCE_OF_FUNDS_FIL = defineTranslation<typeof KYC_SOURCE_OF_FUNDS_COPY>(
  'kycSourcesOfFunds',
  {
    'Salary/Employment': 'Sahod/Trabaho',
    'Business Income': 'Kita sa negosyo',
    Investments: 'Investments',
    Inheritance: 'Mana',
    'Personal Savings': 'Sariling ipon',
    'Pension/Retirement': 'Pension/Pagreretiro',
    'Rental Income': 'Kita sa paupahan',
    'Family Allowance': 'Allowance mula sa pamilya',
    'Other Sources': 'Iba pang pinagmumulan',
  },
);
