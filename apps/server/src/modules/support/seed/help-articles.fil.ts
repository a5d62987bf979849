/**
 * The seeded help centre in Filipino (docs/i18n.md): each category's name and each article, by
 * the id of the English one it translates (help-articles.ts). Written as players talk, the
 * buttons named as the app names them in Filipino; the numbers are facts (`{{name}}`), filled in
 * Filipino when served (help-facts.ts).
 */
import type { SeedHelpTranslation } from './help-articles.ts';

export const HELP_TYPES_FIL: SeedHelpTranslation = {
  language: 'fil_PH',
  typeNames: {
    1: 'Account',
    2: 'Pag-verify',
    3: 'Deposit at Withdraw',
    4: 'Bonus at VIP',
    5: 'Responsible Gaming',
  },
  items: {
    101: {
      title: 'Paano mag-login?',
      content: `<p>Mag-login gamit ang Philippine mobile number mo ({{phone.digits}} digits, nagsisimula sa {{phone.firstDigit}}). May dalawang paraan:</p>
<ul>
<li><strong>One-time code:</strong> i-tap ang <em>Mag-login</em>, ilagay ang numero mo, at magpapadala kami ng {{otp.length}}-digit na code sa SMS. Ilagay ito at naka-login ka na. Nagagawa ang account mo sa unang beses na mag-login ka.</li>
<li><strong>Password:</strong> kapag may password ka na (naka-set sa <em>My &gt; Account</em>), piliin ang <em>Mag-login gamit ang Password</em>.</li>
</ul>
<p>Puwede kang humingi ng bagong code pagkalipas ng {{otp.resendSeconds}} segundo. Pagkatapos ng {{otp.wrongCodes}} maling code, naka-lock ang numero sa device na iyon nang {{otp.lockMinutes}} minuto, para protektado ang account mo.</p>`,
    },
    102: {
      title: 'Nakalimutan ko ang password ko',
      content: `<p>Sa login gamit ang password, i-tap ang <em>Nakalimutan ang password?</em>. Magpapadala kami ng code sa mobile number mo; ilagay ito at pumili ng bagong password na {{password.min}} hanggang {{password.max}} na letra at numero.</p>
<p>Kapag ni-reset mo ang password, mala-logout ka sa lahat ng iba mong device.</p>`,
    },
    103: {
      title: 'Paano ko mapapanatiling ligtas ang account ko?',
      content: `<ul>
<li>Huwag ibigay kahit kanino ang one-time code o password mo, kahit sa taong nagsasabing taga-amin siya. Hindi kailanman hihingin ng staff namin ang mga ito.</li>
<li>Gumamit ng password na hindi mo ginagamit sa ibang lugar.</li>
<li>Tumatagal nang {{session.days}} araw ang session mo; sa shared na phone, mag-logout sa <em>My &gt; Account &gt; Mag-logout</em>.</li>
<li>Pagkatapos ng {{password.wrongTries}} maling password, naka-pause ang login gamit ang password nang {{password.pauseMinutes}} minuto sa device na iyon.</li>
</ul>
<p>Kung sa tingin mo may ibang gumamit ng account mo, palitan agad ang password mo at sabihan ang Customer Service.</p>`,
    },
    201: {
      title: 'Bakit kailangan kong i-verify ang identity ko (KYC)?',
      content: `<p>Hinihingi ng pambansang regulator ng gaming na makilala ang bawat player. Kailangan mong tapusin ang verification at ma-approve ito <strong>sa loob ng {{kyc.deadlineHours}} oras mula nang mag-register ka</strong>, o bago ang una mong withdrawal, alinman ang mauna.</p>
<p>Kapag lumipas ang {{kyc.deadlineHours}} oras nang walang naisumite, <strong>naka-freeze</strong> ang account: puwede mo pa ring i-submit ang verification mo, at aalisin ang freeze kapag na-approve ito.</p>
<p>Dapat hindi bababa sa {{player.minAge}} taong gulang ang mga player.</p>`,
    },
    202: {
      title: 'Paano tapusin ang KYC?',
      content: `<ol>
<li>Buksan ang <em>My &gt; I-verify</em> (o alinmang paalala ng KYC).</li>
<li>Piliin ang uri ng ID mo (UMID, driver's license, passport, PhilHealth, SSS, postal ID, PRC o TIN) at kumuha ng malinaw na litrato nito.</li>
<li>Mag-selfie habang hawak ang ID.</li>
<li>Tingnan ang mga detalye mo, idagdag ang address, trabaho at pinagmumulan ng pera mo, at i-submit.</li>
</ol>
<p>Hanggang {{kyc.reviewHours}} oras ang review. Kung may kailangang ayusin, sasabihin namin kung aling mga field, at puwede kang mag-submit ulit.</p>`,
    },
    301: {
      title: 'Paano mag-deposit?',
      content: `<p>I-tap ang <em>Mag-deposit</em> sa wallet mo, pumili ng paraan ng pagbabayad (GCash, Maya, GrabPay o bangko) at halaga, tapos magbayad sa payment page na magbubukas.</p>
<ul>
<li>May sariling minimum at maximum ang bawat paraan; mula {{deposit.min}} hanggang {{deposit.max}}, depende sa paraan.</li>
<li>Tapusin ang bayad sa loob ng {{deposit.expiresMinutes}} minuto, o mag-ti-timeout ang order at walang masisingil.</li>
<li>Madadagdag sa balance mo ang deposit kapag nakumpirma na ito ng payment provider. Sundan ang status sa <em>Transactions &gt; Deposit</em>.</li>
</ul>
<p>Para makapag-deposit, dapat nasimulan o tapos na ang verification mo (KYC).</p>`,
    },
    302: {
      title: 'Gaano katagal ang withdrawal?',
      content: `<p>Kadalasang natatanggap ang withdrawal sa loob ng {{withdraw.typicalMinutes}} minuto.</p>
<ul>
<li>Ang withdrawal na hanggang {{withdraw.autoMax}} (at hanggang {{withdraw.autoDailyMax}} kada araw) ay awtomatikong naa-approve at agad na ipinapadala sa payment provider.</li>
<li>Ang mas malalaking withdrawal ay tinitingnan muna ng team namin; makikita mo ang <em>Under review</em> sa status page hanggang doon.</li>
<li>Kapag tinanggihan ang withdrawal o hindi natuloy ang bayad, babalik ang buong halaga sa balance mo at sasabihin ng status page kung bakit.</li>
</ul>
<p>Dapat fully verified ka para makapag-withdraw, at puwede kang magkaroon ng hanggang {{withdraw.accounts}} withdrawal account na nasa sarili mong verified na pangalan.</p>`,
    },
    303: {
      title: 'Paano gamitin ang voucher?',
      content: `<p>Sa <em>Mag-deposit</em>, piliin ang <em>Voucher</em> at i-type ang code (hindi mahalaga ang mga gitling at malalaking letra). Agad na madadagdag sa balance mo ang halaga ng voucher at makikita ito sa mga record ng deposit mo.</p>
<p>Isang beses lang gumagana ang bawat code. Pagkatapos ng {{voucher.wrongCodes}} maling code sa loob ng isang oras, naka-pause ang paglalagay ng voucher sa account mo.</p>`,
    },
    304: {
      title: 'Bakit mas mababa ang withdrawable amount ko kaysa sa balance ko?',
      content: `<p>Ang idineposit na pera ay kailangang maitaya nang {{wagering.deposit}} bago ito ma-withdraw, at ang bonus ay kailangang maitaya nang {{wagering.bonus}} ang halaga nito. Makikita sa wallet mo kung gaano pa karaming taya ang kailangan.</p>`,
    },
    401: {
      title: 'Paano gumagana ang bonus at wagering?',
      content: `<p>Napupunta sa bonus balance mo ang mga bonus (Mystery Box, Level Up Bonus, Birthday Bonus). Nagiging cash na puwedeng i-withdraw ang bonus kapag nakataya ka na nang <strong>{{wagering.bonus}}</strong> ang halaga nito.</p>
<p>Ang mga settled na taya ay unang binibilang sa pinakalumang requirement na bukas pa. Makikita sa wallet mo kung gaano pa karaming taya ang kailangan.</p>`,
    },
    402: {
      title: 'Ano ang VIP?',
      content: `<p>Bawat taya ng totoong pera ay may experience points (XP): isa kada buong piso ng cash na itinaya; walang XP ang mga tayang galing sa bonus. Sa XP ka umaakyat sa mga VIP level, sa limang tier: Bronze, Silver, Gold, Platinum at Diamond.</p>
<p>Sa mas mataas na level may level-up bonus at birthday bonus. Tingnan ang <em>VIP &gt; Level system</em> para sa XP at mga reward ng bawat level.</p>`,
    },
    403: {
      title: 'Ano ang puwedeng ibigay ng mystery box?',
      content: `<p>May mystery box sa mga promotion tulad ng una mong deposit sa araw at ng mga taya mo. Buksan ang bawat isa sa loob ng {{box.hours}} oras, mula sa box na lumalabas o sa page na <em>Mystery Box</em>.</p>
<p>Isang bonus ang laman ng bawat box, binubunot sa server namin mula sa published na talaang ito: {{box.odds}}. Kailangang maitaya ang bonus nang {{wagering.bonus}} ang halaga nito bago ito maging cash.</p>
<p>Nakalista sa page na <em>Mystery Box</em> ang bawat box na binuksan mo at ang ibinigay nito.</p>`,
    },
    501: {
      title: 'Responsableng paglalaro',
      content: `<p>Ang paglalaro ay dapat libangan, hindi paraan para kumita ng pera.</p>
<ul>
<li>Magtakda ng budget at limit sa oras bago maglaro, at tumigil kapag naabot mo na ang mga ito.</li>
<li>Huwag habulin ang talo at huwag mangutang para maglaro.</li>
<li>Magpahinga nang regular.</li>
</ul>
<p>Ang mga adult lang na {{player.minAge}} taong gulang pataas ang puwedeng maglaro.</p>`,
    },
    502: {
      title: 'Paano mag-self-exclude o maglagay ng limit?',
      content: `<p>Sumulat sa Customer Service (ang live chat sa <em>My &gt; Customer Service</em>) at humingi ng deposit limit, cooling-off o self-exclusion. Ilalagay ito ng team namin sa account mo; habang naka-self-exclusion ka, hindi ka makakapaglaro o makakapag-deposit.</p>
<p>Kung nakakasama na ang paglalaro sa iyo o sa pamilya mo, tumigil muna at humingi ng tulong.</p>`,
    },
  },
};
