/**
 * The help centre's seeded categories and articles (HTML). They describe what this product does
 * (docs/auth.md, docs/kyc.md, docs/wallet.md); every number they quote is a fact (`{{name}}`,
 * help-facts.ts) filled in from the setting or rule that enforces it when served.
 */
import type { Language } from '@pisoplay/contract';

export type SeedHelpType = {
  id: number;
  typeName: string;
  items: { id: number; title: string; content: string }[];
};

/**
 * A language's version of the seeded help centre: category names by category id, articles by
 * the id of the English article each translates (help-articles.fil.ts).
 */
export type SeedHelpTranslation = {
  language: Language;
  typeNames: Record<number, string>;
  items: Record<number, { title: string; content: string }>;
};

/**
 * Where a language's seeded articles are numbered: the English article's id plus this, so each
 * is the same row at every start (101 is 10101 in Filipino). Far above the seeded English ids,
 * and the id sequence moves past them, so an operator's new article never takes one.
 */
export const SEED_TRANSLATION_ID_OFFSET: Partial<Record<Language, number>> = { fil_PH: 10_000 };

export const HELP_TYPES: SeedHelpType[] = [
  {
    id: 1,
    typeName: 'Account',
    items: [
      {
        id: 101,
        title: 'How do I sign in?',
        content: `<p>Sign in with your Philippine mobile number ({{phone.digits}} digits, starting with {{phone.firstDigit}}). There are two ways:</p>
<ul>
<li><strong>One-time code:</strong> tap <em>Login</em>, enter your number and we send a {{otp.length}}-digit code by SMS. Enter it and you are in. Your account is created the first time you sign in.</li>
<li><strong>Password:</strong> once you have set a password in <em>My &gt; Account</em>, choose <em>Login with password</em>.</li>
</ul>
<p>You can ask for a new code after {{otp.resendSeconds}} seconds. After {{otp.wrongCodes}} wrong codes the number is locked on that device for {{otp.lockMinutes}} minutes, to protect your account.</p>`,
      },
      {
        id: 102,
        title: 'I forgot my password',
        content: `<p>On the password login, tap <em>Forgot password</em>. We send a code to your mobile number; enter it and choose a new password of {{password.min}} to {{password.max}} letters and digits.</p>
<p>Resetting your password signs you out on every other device.</p>`,
      },
      {
        id: 103,
        title: 'How do I keep my account secure?',
        content: `<ul>
<li>Never share your one-time codes or your password, not even with someone who says they work for us. Our staff will never ask for them.</li>
<li>Use a password you do not use anywhere else.</li>
<li>Your session lasts {{session.days}} days; sign out on shared phones from <em>My &gt; Account &gt; Logout</em>.</li>
<li>After {{password.wrongTries}} wrong passwords, sign-in with a password is paused for {{password.pauseMinutes}} minutes on that device.</li>
</ul>
<p>If you think someone else used your account, change your password at once and tell Customer Service.</p>`,
      },
    ],
  },
  {
    id: 2,
    typeName: 'Verification',
    items: [
      {
        id: 201,
        title: 'Why do I need to verify my identity (KYC)?',
        content: `<p>The national gaming regulator requires every player to be identified. You must complete verification and pass review <strong>within {{kyc.deadlineHours}} hours of registering</strong>, or before your first withdrawal, whichever comes first.</p>
<p>If the {{kyc.deadlineHours}} hours pass without a submission, the account is <strong>frozen</strong>: you can still submit your verification, and approval lifts the freeze.</p>
<p>Players must be at least {{player.minAge}} years old.</p>`,
      },
      {
        id: 202,
        title: 'How do I complete KYC?',
        content: `<ol>
<li>Open <em>My &gt; Verify</em> (or any KYC reminder).</li>
<li>Choose your ID type (UMID, driver's licence, passport, PhilHealth, SSS, postal ID, PRC or TIN) and take a clear photo of it.</li>
<li>Take a selfie holding the ID.</li>
<li>Check your details, add your address, work and source of funds, and submit.</li>
</ol>
<p>Review takes up to {{kyc.reviewHours}} hours. If something needs fixing we tell you which fields, and you can submit again.</p>`,
      },
    ],
  },
  {
    id: 3,
    typeName: 'Deposit & Withdraw',
    items: [
      {
        id: 301,
        title: 'How do I deposit?',
        content: `<p>Tap <em>Deposit</em> on your wallet, choose a payment method (GCash, Maya, GrabPay or a bank) and an amount, then pay on the payment page that opens.</p>
<ul>
<li>Each method shows its minimum and maximum; from {{deposit.min}} up to {{deposit.max}} depending on the method.</li>
<li>Complete the payment within {{deposit.expiresMinutes}} minutes, or the order times out and nothing is charged.</li>
<li>Your balance is credited as soon as the payment provider confirms it. Follow the status in <em>Transactions &gt; Deposit</em>.</li>
</ul>
<p>Deposits need verification (KYC) to be in progress or complete.</p>`,
      },
      {
        id: 302,
        title: 'How long do withdrawals take?',
        content: `<p>Withdrawals are generally received within {{withdraw.typicalMinutes}} minutes.</p>
<ul>
<li>Withdrawals up to {{withdraw.autoMax}} (and up to {{withdraw.autoDailyMax}} a day) are approved automatically and sent to the payment provider at once.</li>
<li>Larger withdrawals are checked by our team first; you see <em>Under review</em> on the status page until then.</li>
<li>If a withdrawal is rejected or the payment fails, the full amount returns to your balance and the status page tells you why.</li>
</ul>
<p>You must be fully verified to withdraw, and you can keep up to {{withdraw.accounts}} withdrawal accounts in your own verified name.</p>`,
      },
      {
        id: 303,
        title: 'How do I use a voucher?',
        content: `<p>In <em>Deposit</em>, choose <em>Voucher</em> and type the code (dashes and capitals do not matter). The voucher's value is added to your balance at once and shows in your deposit records.</p>
<p>Each code works once. After {{voucher.wrongCodes}} wrong codes in an hour, voucher entry pauses for your account.</p>`,
      },
      {
        id: 304,
        title: 'Why is my withdrawable amount lower than my balance?',
        content: `<p>Deposited money must be played through {{wagering.deposit}} before it can be withdrawn, and bonus money must be played through {{wagering.bonus}} its amount. Your wallet shows how much play is still needed.</p>`,
      },
    ],
  },
  {
    id: 4,
    typeName: 'Bonus & VIP',
    items: [
      {
        id: 401,
        title: 'How do bonuses and wagering work?',
        content: `<p>Bonuses (Mystery Box, Level Up Bonus, Birthday Bonus) go to your bonus balance. A bonus becomes withdrawable cash once you have bet <strong>{{wagering.bonus}}</strong> its amount.</p>
<p>Settled bets count towards the oldest open requirement first. Your wallet shows the play still needed.</p>`,
      },
      {
        id: 402,
        title: 'What is VIP?',
        content: `<p>Every real-money bet earns experience points (XP): one per whole peso of cash staked; bets paid from a bonus earn none. XP moves you up the VIP levels across five tiers: Bronze, Silver, Gold, Platinum and Diamond.</p>
<p>Higher levels bring a level-up bonus and a birthday bonus. See <em>VIP &gt; Level system</em> for each level's XP and rewards.</p>`,
      },
      {
        id: 403,
        title: 'What can a mystery box give me?',
        content: `<p>Mystery boxes come with promotions such as your first deposit of the day and the bets you play. Open each one within {{box.hours}} hours, from the box that pops up or from the <em>Mystery Box</em> page.</p>
<p>Every box holds one bonus, drawn on our server from this published table: {{box.odds}}. The bonus is played through {{wagering.bonus}} its amount before it becomes cash.</p>
<p>The <em>Mystery Box</em> page lists every box you opened and what it gave you.</p>`,
      },
    ],
  },
  {
    id: 5,
    typeName: 'Responsible Gaming',
    items: [
      {
        id: 501,
        title: 'Playing responsibly',
        content: `<p>Gaming should be entertainment, never a way to make money.</p>
<ul>
<li>Set yourself a budget and a time limit before you play, and stop when you reach them.</li>
<li>Never chase losses or borrow to play.</li>
<li>Take regular breaks.</li>
</ul>
<p>Only adults of {{player.minAge}} and over may play.</p>`,
      },
      {
        id: 502,
        title: 'How do I self-exclude or set limits?',
        content: `<p>Write to Customer Service (the live chat in <em>My &gt; Customer Service</em>) and ask for a deposit limit, a cooling-off period or self-exclusion. Our team applies it to your account; during a self-exclusion you cannot play or deposit.</p>
<p>If gaming is causing you or your family harm, please stop and seek help.</p>`,
      },
    ],
  },
];
