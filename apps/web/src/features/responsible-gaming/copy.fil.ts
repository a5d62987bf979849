import { defineTranslation } from '@/shared/i18n/define-copy';
import type { EXCLUSION_END_COPY, RG_COPY, WITHDRAW_ONLY_COPY } from './copy';

export const RG_FIL = defineTranslation<typeof RG_COPY>('rg', {
  loading: 'Nilo-load ang mga limit mo',
  error: 'Hindi ma-load ang mga setting mo sa Responsible Gaming.',
  retry: 'Subukan ulit',

  restrictionCoolOff: 'Naka-break ka',
  restrictionExclusion: 'Naka-self-exclusion ka',
  setByOperator: 'Itinakda ng aming team.',

  groupDeposit: 'Mga limit sa deposit',
  groupWager: 'Mga limit sa taya',
  groupLoss: 'Mga limit sa talo',
  groupIntroDeposit:
    'Ang pinakamalaking halagang puwede mong i-deposit sa isang araw, linggo o buwan.',
  groupIntroWager: 'Ang pinakamalaking halagang puwede mong itaya sa isang araw, linggo o buwan.',
  groupIntroLoss:
    'Ang pinakamalaking halagang puwede mong matalo (taya bawas panalo) sa isang araw, linggo o buwan.',
  sessionGroup: 'Oras ng session',
  sessionIntro:
    'Gaano katagal puwedeng tumagal ang isang session ng paglalaro. Natatapos ang session kapag {minutes} minuto kang hindi tumaya.',
  limitRules:
    'Agad na umiiral ang pagbaba ng limit. Ang pagtaas o pag-alis ng limit ay umiiral pagkalipas ng 24 oras, kapag kinumpirma mo ulit.',

  noLimit: 'Walang limit',
  minutes: '{minutes} minuto',
  usedMoney:
    '{amount} ang nagamit {period, select, day {ngayong araw} week {ngayong linggo} other {ngayong buwan}}',
  usedSession: '{minutes} minuto ka nang naglalaro sa session na ito',
  resets: 'Magre-reset sa {at}',
  pendingRaise: 'Naghihintay na pagbabago: itaas sa {value}',
  pendingRemoval: 'Naghihintay na pagbabago: alisin ang limit',
  pendingFrom: 'Puwede mo itong kumpirmahin simula {at}.',
  pendingReady: 'Puwede mo na itong kumpirmahin.',
  confirm: 'I-confirm',
  confirmLabel: 'Kumpirmahin ang pagbabago sa iyong {title}',
  confirmed: '{title}: nakumpirma na ang pagbabago.',
  edit: 'I-edit',
  editLabel: 'I-edit ang {title}',

  valueMoney: 'Bagong limit sa piso',
  valueSession: 'Bagong limit sa minuto',
  current: 'Ngayon: {value}',
  save: 'I-save',
  remove: 'Alisin ang limit',
  cancel: 'Kanselahin',
  done: 'Tapos na',
  saved: '{title}: na-save na.',
  saveFailed: 'Hindi ma-save ang limit.',

  realityTitle: 'Reality check',
  realityIntro:
    'Habang naglalaro ka, may lalabas na paalala sa pagitang ito: ang tagal ng paglalaro mo at ang net na resulta mo.',
  realityChoices: 'Pagitan ng paalala',
  realityChoice: '{minutes} min',
  realityChoiceLabel: 'Kada {minutes} minuto',
  realitySave: 'I-save ang pagitan',
  realitySaved: 'Lalabas ang reality check kada {minutes} minuto.',
  realityFailed: 'Hindi ma-save ang pagitan.',

  breakTitle: 'Mag-break',
  breakIntro:
    'Ihinto muna ang deposit, mga laro at bonus nang ilang panahon. Makakapag-login ka pa rin at makakapag-withdraw ng cash mo.',
  breakChoices: 'Haba ng break',
  break24h: '24 oras',
  break7d: '7 araw',
  break30d: '30 araw',
  breakButton: 'Mag-break',
  breakConfirmTitle: 'Mag-break muna?',
  breakConfirm: 'Simulan ang break na {period}',
  breakFailed: 'Hindi masimulan ang break.',
  breakConsequence1:
    'Sa loob ng {period}, hindi ka makakapag-deposit, makakapaglaro, o makakatanggap ng bonus.',
  breakConsequence2:
    'Makakapag-login ka pa rin, makikita mo ang account mo, at makakapag-withdraw ka ng cash mo.',
  breakConsequence3: 'Hindi puwedeng tapusin nang maaga o paikliin ang break.',
  breakStarted: 'Nagsimula na ang break mo.',

  exclusionTitle: 'Self-exclusion',
  exclusionIntro:
    'Isara ang account mo sa lahat ng paglalaro nang 6 na buwan, 1 taon o 5 taon. Mas mahigpit ito kaysa sa break.',
  exclusionChoices: 'Haba ng self-exclusion',
  exclusion6m: '6 na buwan',
  exclusion1y: '1 taon',
  exclusion5y: '5 taon',
  exclusionButton: 'I-exclude ang sarili ko',
  exclusionConfirmTitle: 'I-exclude ang sarili mo?',
  exclusionConfirm: 'I-exclude ako nang {period}',
  exclusionFailed: 'Hindi maitakda ang self-exclusion.',
  exclusionConsequence1:
    'Sarado ang login nang {period}, hanggang {until}. Agad kang mala-logout sa lahat ng device.',
  exclusionConsequence2: 'Hindi ito puwedeng bawiin sa unang {months} buwan nito.',
  exclusionConsequence3: 'Mawawala ang anumang bonus sa account mo.',
  exclusionCash:
    'Sa iyo pa rin ang cash mo at puwede mo pa itong i-withdraw. Kung gusto mo itong makuha ngayon, i-withdraw mo muna bago mo i-exclude ang sarili mo.',
  withdrawFirst: 'Mag-withdraw muna',
  excludedDetail:
    'Para ma-withdraw ang natitirang cash sa account mo, mag-login ulit at piliin ang I-withdraw ang balance ko.',
});

export const WITHDRAW_ONLY_FIL = defineTranslation<typeof WITHDRAW_ONLY_COPY>('rgWithdrawOnly', {
  title: 'Self-exclusion',
  excludedUntil: 'Naka-self-exclusion ang account mo hanggang {until}.',
  closed:
    'Sarado ang paglalaro, deposit at bonus hanggang doon. Puwede mo pa ring i-withdraw ang balance mo.',
  sessionEnds: 'Para sa pag-withdraw lang ang session na ito. Matatapos ito nang {time}.',
  balanceTitle: 'Ang balance mo',
  balance: 'Balance',
  withdrawable: 'Puwedeng i-withdraw',
  loading: 'Nilo-load ang balance mo',
  loadFailed: 'Hindi ma-load ang balance mo.',
  retry: 'Subukan ulit',
  withdraw: 'Mag-withdraw',
  accounts: 'Mga withdrawal account',
  helpTitle: 'Kailangan ng tulong?',
  service: 'Customer Service',
  helpCenter: 'Sentro ng Tulong',
  signOut: 'Mag-logout',
  signOutFailed: 'Hindi nakapag-logout',
});

export const EXCLUSION_END_FIL = defineTranslation<typeof EXCLUSION_END_COPY>('rgExclusionEnd', {
  title: 'Tapusin ang self-exclusion ko',
  notYet: 'Puwede mong hilinging tapusin nang maaga ang self-exclusion mo simula {from}.',
  intro:
    'Tapos na ang unang {months} buwan ng self-exclusion mo. Puwede mong hilinging tapusin ito nang maaga.',
  rules:
    'Dalawang hakbang ito: humiling ngayon, tapos kumpirmahin pagkalipas ng {hours} oras, kapag nag-login ka ulit para mag-withdraw. Mawawalan ng bisa ang hiling na hindi nakumpirma sa loob ng {days} araw. Hangga’t hindi mo kinukumpirma, tuloy ang self-exclusion mo.',
  ask: 'Hilinging tapusin ang self-exclusion ko',
  asked: 'Hiniling mong tapusin ang self-exclusion mo noong {at}.',
  confirmFrom: 'Puwede mo itong kumpirmahin mula {from} hanggang {lapses}. Mag-login ka ulit noon.',
  confirmNow:
    'Puwede mo na itong kumpirmahin, hanggang {lapses}. Kapag kinumpirma mo, puwede ka nang mag-login at maglaro ulit.',
  confirm: 'Tapusin na ang self-exclusion ko',
  cancel: 'Bawiin ang hiling ko',
  cancelled: 'Binawi na ang hiling mo. Tuloy pa rin ang self-exclusion mo.',
  failed: 'Hindi naipadala ang hiling mo.',
  loadFailed: 'Hindi ma-load ang self-exclusion mo.',
  retry: 'Subukan ulit',
  ended: 'Tapos na ang self-exclusion mo',
  endedDetail:
    'Mag-login ulit para maglaro. Para sa pag-withdraw lang ang session na ito hanggang mag-logout ka.',
  signIn: 'Mag-login ulit',
});
