/**
 * The seeded legal texts in Filipino (docs/i18n.md, "Legal texts"), in the form of the English
 * ones (legal-texts.ts). Each starts by saying that it is a translation and that the English text
 * prevails where the two differ.
 */
import type { LegalName } from '../queries.ts';
import { DPO_EMAIL, LEGAL_TITLES, OPERATOR, REGULATOR_NAME, SUPPORT_EMAIL } from './legal-texts.ts';

export const LEGAL_TITLES_FIL: Record<LegalName, string> = {
  terms: 'Mga Tuntunin ng Paggamit',
  privacy: 'Patakaran sa Privacy',
  faq: 'Mga Madalas Itanong',
};

const text = (...paragraphs: string[]) => paragraphs.join('\n\n');

/** The first paragraph of each: a translation, the English text prevails. */
export const translationNotice = (name: LegalName, brand: string): string =>
  `Ito ay salin sa Filipino ng "${LEGAL_TITLES[name]}" ng ${brand}. Ang English na bersyon ang orihinal: kung magkaiba ang dalawa, ang English na bersyon ang masusunod.`;

export function legalTextFil(name: LegalName, brand: string): string {
  const body = name === 'terms' ? terms(brand) : name === 'privacy' ? privacy(brand) : faq(brand);
  return text(translationNotice(name, brand), body);
}

function terms(brand: string): string {
  return text(
    `Ang Mga Tuntunin ng Paggamit na ito ang namamahala sa paggamit mo ng ${brand}, isang online gaming service na pinapatakbo ng ${OPERATOR} sa ilalim ng lisensyang inisyu ng ${REGULATOR_NAME}. Sa pag-register ng account o paggamit ng serbisyo, tinatanggap mo ang mga tuntuning ito. Basahin ang mga ito nang mabuti.`,
    '1. Sino ang puwedeng maglaro',
    `Puwede kang mag-register at maglaro kung ikaw ay hindi bababa sa 21 taong gulang at pisikal na nasa Pilipinas. Hindi puwedeng magbukas ng account o maglaro ang mga sumusunod: mga opisyal at empleyado ng gobyerno; mga miyembro ng Armed Forces of the Philippines at ng Philippine National Police; mga taong wala pang 21 taong gulang; mga taong nakalista sa database ng regulator ng mga restricted person; at mga may hawak ng gaming employment licence.`,
    `Ang pondo at panalo ng mga player na hindi puwedeng maglaro ay mafo-forfeit pabor sa gobyerno. Bawal maglaro sa mga pampublikong lugar, kasama ang mga internet café.`,
    '2. Ang account mo',
    `Isang account lang ang puwede mong hawakan. Kailangan mong mag-register gamit ang sarili mong mobile number at ilihim ang password at mga one-time code mo. Ikaw ang mananagot sa lahat ng aktibidad sa account mo. Sabihan agad kami sa customer service kung may hinala kang may ibang gumagamit nito nang walang pahintulot.`,
    '3. Pag-verify ng identity (KYC)',
    `Kailangan mong tapusin ang pag-verify ng identity at maaprubahan ito sa loob ng 72 oras mula nang mag-register ka, o bago ang una mong withdrawal, alinman ang mauna. Kailangan sa verification ang valid na ID na inisyu ng gobyerno, isang selfie, at ang mga personal na detalye mo. Kadalasang umaabot nang hanggang 24 na oras ang review. Kung hindi natapos ang verification sa oras, lilimitahan o ifi-freeze ang account mo hanggang matapos ito.`,
    `Puwede kaming humingi ng iba pang dokumento anumang oras para matupad ang mga obligasyon namin sa ilalim ng Anti-Money Laundering Act (Republic Act No. 9160, ayon sa pagkakasusog). Ang mga account na mapatunayang naka-register gamit ang pekeng o hiram na identity ay isasara, at ang balance ng mga ito ay mafo-forfeit ayon sa batas.`,
    '4. Deposit at withdrawal',
    `Lahat ng halaga ay nasa Philippine peso (PHP). Ginagawa ang deposit sa mga payment channel na nasa app, bawat isa may sariling minimum at maximum na halaga. Ibinabayad lang ang withdrawal sa account na nasa sarili mong pangalan, at puwede kang mag-link ng hanggang tatlong withdrawal account. Karamihan ng withdrawal ay dumarating sa loob ng 5 minuto; ang ilan ay puwedeng i-hold para sa review.`,
    '5. Bonus at mga promotion',
    `Ang mga bonus, mystery box at premyo sa ranking ay sakop ng mga patakaran ng bawat promotion. Maliban kung iba ang sinasabi ng promotion, nagiging withdrawable lang ang bonus kapag naitaya na ito nang dalawang beses ng halagang na-credit. Puwede naming bawiin ang bonus na nakuha sa pang-aabuso, sabwatan o paggamit ng maraming account.`,
    '6. Patas na laro',
    `Ang resulta ng mga laro ay itinatakda ng mga certified na random number generator ng mga game provider o, sa mga live game, ng mismong pisikal na laro na ini-stream. Kapag nagka-aberya ang isang laro, void ang mga apektadong round at ibinabalik ang mga taya. Bawal gumamit ng bot, script o anumang software na nagbibigay ng hindi patas na kalamangan.`,
    '7. Responsible gaming',
    `Ang paglalaro ay dapat libangan, hindi paraan para kumita ng pera. Puwede kang maglagay ng limit o humingi ng self-exclusion anumang oras sa customer service. Kung nakakasama na sa iyo ang paglalaro, tumigil at humingi ng tulong.`,
    '8. Mga pagbabago at pakikipag-ugnayan',
    `Puwede naming i-update ang mga tuntuning ito; nakalagay kasama nito ang petsa ng pinakabagong bersyon. Ang patuloy na paggamit pagkatapos ng pagbabago ay nangangahulugang tinatanggap mo ang mga bagong tuntunin. Mga tanong: ${SUPPORT_EMAIL} o ang live chat sa app.`,
  );
}

function privacy(brand: string): string {
  return text(
    `Ang ${OPERATOR} ang nagpapatakbo ng ${brand}, at iginagalang nito ang privacy mo. Ipinapaliwanag ng patakarang ito kung paano namin kinokolekta, ginagamit, ibinabahagi at pinoprotektahan ang personal na impormasyon mo alinsunod sa Data Privacy Act of 2012 (Republic Act No. 10173), sa mga implementing rule nito, at sa mga issuance ng National Privacy Commission.`,
    '1. Ano ang kinokolekta namin',
    `Data ng account: ang mobile number mo, password (naka-store lang bilang one-way hash), nickname at email address. Data ng identity para sa verification: ang pangalan mo, petsa at lugar ng kapanganakan, nasyonalidad, mga address, trabaho, pinagmumulan ng pera, uri at numero ng ID, mga litrato ng ID at isang selfie. Data ng transaksyon: mga deposit, withdrawal, taya at bonus. Teknikal na data: uri ng device, IP address at mga log record.`,
    '2. Bakit namin ito ginagamit',
    `Para buksan at patakbuhin ang account mo; para i-verify ang identity at edad mo ayon sa hinihingi ng regulator; para iproseso ang mga bayad; para pigilan ang panloloko, money laundering at paglalaro ng menor de edad; para mag-alok ng mga promotion na puwede sa iyo; at para sagutin ang mga tanong mo. Pinoproseso namin ang data mo batay sa kontrata namin sa iyo, sa mga legal na obligasyon namin, at, para sa marketing, sa pahintulot mo.`,
    '3. Kanino namin ito ibinabahagi',
    `Ibinabahagi lang namin ang personal na data sa: ${REGULATOR_NAME} at iba pang awtoridad kapag hinihingi ng batas; mga payment partner para makumpleto ang mga transaksyon mo; mga identity verification partner para suriin ang mga dokumento mo; at mga game provider, na player identifier lang ang natatanggap. Hindi namin ibinebenta ang personal na data mo.`,
    '4. Gaano katagal namin ito itinatago',
    `Itinatago namin ang mga record ng account, identity at transaksyon nang hindi bababa sa limang taon matapos isara ang account mo, ayon sa hinihingi ng mga patakaran laban sa money laundering, at pagkatapos ay binubura o ina-anonymize ang mga ito.`,
    '5. Paano namin ito pinoprotektahan',
    `Naka-encrypt ang data habang ipinapadala, limitado ang access sa mga staff na nangangailangan nito, at nasa restricted na storage ang mga litrato ng ID. Walang sistemang perpektong ligtas; kung maapektuhan ka ng isang breach, aabisuhan ka namin at ang National Privacy Commission ayon sa hinihingi ng batas.`,
    '6. Ang mga karapatan mo',
    `May karapatan kang malaman, ma-access ang data mo, tumutol, ipatama ang maling data, ipabura o ipa-block ang data kung pinapayagan ng batas, sa data portability, humingi ng danyos, at magsampa ng reklamo sa National Privacy Commission. Para magamit ang mga karapatang ito, sumulat sa aming Data Protection Officer sa ${DPO_EMAIL}.`,
    '7. Mga pagbabago',
    `Puwede naming i-update ang patakarang ito. Nakalagay kasama nito ang petsa ng pinakabagong bersyon.`,
  );
}

function faq(brand: string): string {
  return text(
    `Paano gumawa ng account?\nI-tap ang Mag-register / Mag-login, ilagay ang mobile number mo at ang six-digit na code na ipapadala namin sa SMS. Nagagawa ang ${brand} account mo sa una mong pag-login.`,
    `Sino ang puwedeng maglaro?\nAng mga taong 21 taong gulang pataas na nasa Pilipinas lang, at hindi opisyal o empleyado ng gobyerno, miyembro ng armed forces o ng pulis, may hawak ng gaming employment licence, o nakalista sa database ng regulator ng mga restricted person.`,
    `Bakit kailangan kong i-verify ang identity ko?\nHinihingi ng regulator na makilala ang bawat player. Tapusin ang verification sa loob ng 72 oras mula nang mag-register ka, o bago ang una mong withdrawal; kung hindi, lilimitahan o ifi-freeze ang account mo.`,
    `Gaano katagal ang verification?\nKadalasang umaabot nang hanggang 24 na oras ang review. Makikita mo ang resulta sa app.`,
    `Anong mga ID ang tinatanggap?\nUMID, driver's license, passport, PhilHealth, SSS, postal ID, PRC ID at TIN ID (bagong bersyon).`,
    `Paano mag-deposit?\nBuksan ang Mag-deposit, pumili ng paraan ng pagbabayad, ilagay ang halaga at sundan ang payment page. May sariling minimum at maximum ang bawat paraan; karamihan ay tumatanggap ng ₱100 hanggang ₱500,000.`,
    `Gaano kabilis ang withdrawal?\nKaramihan ng withdrawal ay dumarating sa loob ng 5 minuto. Puwede kang mag-link ng hanggang tatlong withdrawal account, lahat sa sarili mong pangalan.`,
    `Ano ang Mystery Box?\nIsang bonus box na may takdang oras. I-claim ito bago ito mag-expire, at madadagdag ang bonus sa balance mo.`,
    `Paano gumagana ang daily slot ranking?\nAraw-araw mula 00:00 hanggang 23:59, binibilang sa ranking ang mga taya mo sa slot, na nire-refresh kada oras. Paghahatian ng top 100 na player ang prize pool; ₱25,000 ang panalo ng first place. Kailangang maitaya nang dalawang beses ang mga premyo bago ma-withdraw.`,
    `Paano gumagana ang mga VIP level?\nNagkakaroon ka ng XP habang naglalaro, at umaakyat ka sa Bronze, Silver, Gold, Platinum at Diamond, may level-up at birthday bonus habang umaakyat.`,
    `Nakalimutan ko ang password ko.\nSa login gamit ang password, i-tap ang "Nakalimutan ang password?" at i-reset ito gamit ang code na ipapadala sa mobile number mo.`,
    `Paano makipag-ugnayan sa customer service?\nBuksan ang My, tapos ang Customer Service, para sa live chat anumang oras, o sumulat sa ${SUPPORT_EMAIL}.`,
    `Paano maglaro nang responsable?\nMagtakda ng budget at limit sa oras, huwag habulin ang talo, at magpahinga. Puwedeng maglagay ng limit o mag-self-exclude ng account mo ang customer service anumang oras.`,
  );
}
