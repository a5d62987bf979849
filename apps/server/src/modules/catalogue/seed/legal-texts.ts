/**
 * Seed legal texts. Plain text: paragraphs separated by a blank line; a heading is a paragraph
 * of its own starting with its number ('1. Eligibility'); an FAQ entry is a question line
 * followed by its answer in the same paragraph.
 */
import type { LegalName } from '../queries.ts';

/** The names and addresses the texts quote, in every language (legal-texts.fil.ts). */
export const OPERATOR = 'PisoPlay Entertainment Inc.';
export const REGULATOR_NAME = 'Philippine Amusement and Gaming Corporation (PAGCOR)';
const REGULATOR = `the ${REGULATOR_NAME}`;
export const SUPPORT_EMAIL = 'support@pisoplay.ph';
export const DPO_EMAIL = 'privacy@pisoplay.ph';

export const LEGAL_TITLES: Record<LegalName, string> = {
  terms: 'Terms of Use',
  privacy: 'Privacy Policy',
  faq: 'Frequently Asked Questions',
};

export const LEGAL_UPDATED_AT = '2025-11-01T00:00:00.000Z';

const text = (...paragraphs: string[]) => paragraphs.join('\n\n');

export function legalText(name: LegalName, brand: string): string {
  switch (name) {
    case 'terms':
      return terms(brand);
    case 'privacy':
      return privacy(brand);
    case 'faq':
      return faq(brand);
  }
}

function terms(brand: string): string {
  return text(
    `These Terms of Use govern your access to ${brand}, an online gaming service operated by ${OPERATOR} under a licence issued by ${REGULATOR}. By registering an account or using the service you accept these terms. Please read them carefully.`,
    '1. Eligibility',
    `You may register and play only if you are at least 21 years old and physically located in the Philippines. The following persons may not open an account or play: government officials and employees; members of the Armed Forces of the Philippines and the Philippine National Police; persons under 21 years of age; persons listed in the regulator's database of restricted persons; and holders of a gaming employment licence.`,
    `Funds and winnings of ineligible players are forfeited in favour of the government. Playing in public places, including internet cafés, is prohibited.`,
    '2. Your account',
    `You may hold one account only. You must register with your own mobile number and keep your password and one-time codes secret. You are responsible for all activity under your account. Tell us at once through customer service if you suspect unauthorised use.`,
    '3. Identity verification (KYC)',
    `You must complete identity verification and pass review within 72 hours of registering, or before your first withdrawal, whichever comes first. Verification requires a valid government-issued ID, a selfie, and your personal details. Review normally takes up to 24 hours. If verification is not completed in time, your account will be restricted or frozen until it is.`,
    `We may ask for further documents at any time to meet our obligations under the Anti-Money Laundering Act (Republic Act No. 9160, as amended). Accounts found to be registered with false or borrowed identities will be closed and their balances forfeited as the law provides.`,
    '4. Deposits and withdrawals',
    `All amounts are in Philippine pesos (PHP). Deposits are made through the payment channels shown in the app, each with its own minimum and maximum amounts. Withdrawals are paid only to an account in your own name, and you may link up to three withdrawal accounts. Most withdrawals arrive within 5 minutes; some may be held for review.`,
    '5. Bonuses and promotions',
    `Bonuses, mystery boxes and ranking prizes are subject to the rules of each promotion. Unless a promotion says otherwise, a bonus becomes withdrawable only after it has been wagered two times the credited amount. We may withdraw a bonus obtained through abuse, collusion or multiple accounts.`,
    '6. Fair play',
    `Game outcomes are decided by the game providers' certified random number generators or, for live games, by the physical game as streamed. If a game malfunctions, the affected rounds are void and stakes are returned. The use of bots, scripts or any software that gives an unfair advantage is not allowed.`,
    '7. Responsible gaming',
    `Gaming should be entertainment, not a way to make money. You can set limits or ask for self-exclusion at any time through customer service. If gaming is causing you harm, stop playing and seek help.`,
    '8. Changes and contact',
    `We may update these terms; the date of the latest version is shown with them. Continued use after a change means you accept the new terms. Questions: ${SUPPORT_EMAIL} or the live chat in the app.`,
  );
}

function privacy(brand: string): string {
  return text(
    `${OPERATOR} operates ${brand} and respects your privacy. This policy explains how we collect, use, share and protect your personal information in line with the Data Privacy Act of 2012 (Republic Act No. 10173), its implementing rules, and the issuances of the National Privacy Commission.`,
    '1. What we collect',
    `Account data: your mobile number, password (stored only as a one-way hash), nickname and email address. Identity data for verification: your name, date and place of birth, nationality, addresses, occupation, source of funds, ID type and number, ID photos and a selfie. Transaction data: deposits, withdrawals, bets and bonuses. Technical data: device type, IP address and log records.`,
    '2. Why we use it',
    `To open and run your account; to verify your identity and age as the regulator requires; to process payments; to prevent fraud, money laundering and underage gaming; to offer promotions you are eligible for; and to answer your questions. We process your data on the basis of our contract with you, our legal obligations, and, for marketing, your consent.`,
    '3. Who we share it with',
    `We share personal data only with: ${REGULATOR} and other authorities when the law requires it; payment partners to complete your transactions; identity verification partners to check your documents; and game providers, who receive only a player identifier. We do not sell your personal data.`,
    '4. How long we keep it',
    `We keep account, identity and transaction records for at least five years after your account is closed, as anti-money laundering rules require, and then delete or anonymise them.`,
    '5. How we protect it',
    `Data travels encrypted, access is limited to staff who need it, and ID images are kept in restricted storage. No system is perfectly secure; if a breach affects you, we will notify you and the National Privacy Commission as the law requires.`,
    '6. Your rights',
    `You have the right to be informed, to access your data, to object, to correct inaccurate data, to have data erased or blocked where the law allows, to data portability, to claim damages, and to file a complaint with the National Privacy Commission. To exercise these rights, write to our Data Protection Officer at ${DPO_EMAIL}.`,
    '7. Changes',
    `We may update this policy. The date of the latest version is shown with it.`,
  );
}

function faq(brand: string): string {
  return text(
    `How do I create an account?\nTap Register / Login, enter your mobile number and the six-digit code we send you by SMS. Your ${brand} account is created on your first login.`,
    `Who can play?\nOnly persons 21 years old or above who are in the Philippines and are not government officials or employees, members of the armed forces or police, gaming employment licence holders, or listed in the regulator's restricted-persons database.`,
    `Why must I verify my identity?\nThe regulator requires every player to be identified. Complete verification within 72 hours of registering, or before your first withdrawal; otherwise your account is restricted or frozen.`,
    `How long does verification take?\nReview usually takes up to 24 hours. You will see the result in the app.`,
    `Which IDs are accepted?\nUMID, driver's licence, passport, PhilHealth, SSS, postal ID, PRC ID and TIN ID (new version).`,
    `How do I deposit?\nOpen Deposit, choose a payment method, enter the amount and follow the payment page. Each method shows its minimum and maximum; most accept ₱100 to ₱500,000.`,
    `How fast are withdrawals?\nMost withdrawals arrive within 5 minutes. You can link up to three withdrawal accounts, all in your own name.`,
    `What is the Mystery Box?\nA timed bonus box. Claim it before it expires and the bonus is added to your balance.`,
    `How does the daily slot ranking work?\nEvery day from 00:00 to 23:59 your slot bets count towards the ranking, refreshed every hour. The top 100 players share the prize pool; first place wins ₱25,000. Prizes must be wagered two times before they can be withdrawn.`,
    `How do VIP levels work?\nYou earn XP as you play and move up through Bronze, Silver, Gold, Platinum and Diamond, with level-up and birthday bonuses on the way.`,
    `I forgot my password.\nOn the password login screen tap Forgot Password and reset it with a code sent to your mobile number.`,
    `How do I reach customer service?\nOpen My, then Customer Service, for live chat at any hour, or write to ${SUPPORT_EMAIL}.`,
    `How can I play responsibly?\nSet yourself a budget and a time limit, never chase losses, and take breaks. Customer service can set limits or self-exclude your account at any time.`,
  );
}
