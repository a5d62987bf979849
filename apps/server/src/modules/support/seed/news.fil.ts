/**
 * The seeded news in Filipino (docs/i18n.md), by the id of the news item each translates
 * (news.ts). Numbers are facts (`{{name}}`), filled in Filipino when served (help-facts.ts).
 */
import type { SeedNewsTranslation } from './news.ts';

export const NEWS_FIL: SeedNewsTranslation = {
  language: 'fil_PH',
  items: {
    1: {
      title: 'Welcome sa PisoPlay',
      summary: 'Slots, live casino, fishing at marami pang iba, sa piso, sa phone mo.',
      content:
        '<p>Dala ng PisoPlay ang casino, slots, live, fishing, table at bingo games sa phone mo, may deposit at withdrawal sa piso sa GCash, Maya, GrabPay at sa mga pangunahing bangko.</p><p>Mag-login gamit ang mobile number mo para magsimula.</p>',
    },
    2: {
      title: 'Mag-verify sa loob ng {{kyc.deadlineHours}} oras',
      summary: 'Hinihingi ng regulator ang identity verification sa bawat player.',
      content:
        '<p>Tapusin ang identity verification mo (KYC) sa loob ng {{kyc.deadlineHours}} oras mula nang mag-register ka, o bago ang una mong withdrawal. Naka-freeze ang mga account na hindi na-verify sa oras hanggang ma-approve ang verification.</p><p>Ilang minuto lang ito: litrato ng ID mo at isang selfie.</p>',
    },
    3: {
      title: 'Mas mabilis na withdrawal',
      summary:
        'Karamihan ng withdrawal ay dumarating na sa loob ng {{withdraw.typicalMinutes}} minuto.',
      content:
        '<p>Ang mga withdrawal na hanggang {{withdraw.autoMax}} ay awtomatiko nang naa-approve at agad na ipinapadala sa account mo. Natatanggap ng karamihan ng player ang pera nila sa loob ng {{withdraw.typicalMinutes}} minuto.</p>',
    },
    4: {
      title: 'Araw-araw na slot betting contest',
      summary:
        'May {{contest.poolPesos}} na prize pool araw-araw para sa top {{contest.top}} na slot player.',
      content:
        '<p>Araw-araw mula {{contest.hours}}, binibilang sa daily ranking ang mga taya sa slot. Paghahatian ng top {{contest.top}} na player ang prize pool na {{contest.pool}}, at {{contest.firstPrize}} para sa first place.</p><p>Bonus ang mga premyo: itaya ang mga ito nang {{wagering.bonus}} para ma-withdraw.</p>',
    },
    5: {
      title: 'Live chat sa Customer Service',
      summary: 'Kausapin ang team namin nang real time, araw at gabi.',
      content:
        '<p>Live chat na ang Customer Service: buksan ang My &gt; Customer Service, isulat ang tanong mo at sasagot ang team namin sa parehong window. Habang naghihintay ka, magmumungkahi kami ng mga help article na tugma sa tanong mo.</p>',
    },
  },
};
