import { inLanguage, type Translation } from './language.ts';

/** Every text the games' shared page (shell.ts, outcome.ts) shows, in English. */
const EN = {
  betLimit: 'Your bonus allows smaller bets: lower your bet to play on.',
  playLimit:
    'This bet would go over a limit you set in Responsible Gaming. Lower the bet, or play again when the limit resets.',
  lobby: 'Lobby',
  mute: 'Mute',
  balance: 'Balance',
  bet: 'Bet',
  lowerBet: 'Lower bet',
  raiseBet: 'Raise bet',
  history: 'Round history',
  noRounds: 'No rounds yet. Good luck!',
  loading: 'Opening the game…',
  sessionEnded: 'Your game session has ended. Go back to the lobby and open the game again.',
  noToken: 'This game opens from the lobby. Go back to the lobby and tap the game.',
  insufficient: 'Not enough balance for this bet. Lower the bet or top up in the lobby.',
  walletDown: 'The wallet did not answer. Your balance is safe; please try again.',
  betNotTaken: 'The bet could not be placed and was not taken. Please try again.',
  winPending: 'Your win is being paid and will show in your balance shortly.',
  roundRunning: 'A round is still running.',
  genericError: 'Something went wrong. Please try again.',
  /** The greeting once the session is open; the nickname may be empty. */
  goodLuck: (nickname: string) => `${nickname ? `${nickname}, ` : ''}good luck!`,
  won: (amount: string) => `You won ${amount}!`,
  returned: 'Your bet is returned.',
  partlyBack: (amount: string, bet: string) => `${amount} back of your ${bet} bet.`,
  lost: 'No win this time.',
} as const;

const FIL: Translation<typeof EN> = {
  betLimit: 'Mas maliit na taya lang ang puwede sa bonus mo: ibaba ang taya para makapaglaro ulit.',
  playLimit:
    'Lalampas ang tayang ito sa limit na itinakda mo sa Responsible Gaming. Ibaba ang taya, o maglaro ulit kapag na-reset na ang limit.',
  lobby: 'Lobby',
  mute: 'I-mute',
  balance: 'Balance',
  bet: 'Taya',
  lowerBet: 'Ibaba ang taya',
  raiseBet: 'Itaas ang taya',
  history: 'History ng mga round',
  noRounds: 'Wala pang round. Good luck!',
  loading: 'Binubuksan ang laro…',
  sessionEnded: 'Tapos na ang game session mo. Bumalik sa lobby at buksan ulit ang laro.',
  noToken: 'Sa lobby binubuksan ang larong ito. Bumalik sa lobby at i-tap ang laro.',
  insufficient: 'Kulang ang balance mo para sa tayang ito. Ibaba ang taya o mag-deposit sa lobby.',
  walletDown: 'Hindi sumagot ang wallet. Ligtas ang balance mo; subukan ulit.',
  betNotTaken: 'Hindi naipasok ang taya at walang nabawas sa balance mo. Subukan ulit.',
  winPending: 'Ipinapasok na ang panalo mo at lalabas ito sa balance mo maya-maya.',
  roundRunning: 'May round pang tumatakbo.',
  genericError: 'Nagka-error. Subukan ulit.',
  goodLuck: (nickname) => (nickname ? `Good luck, ${nickname}!` : 'Good luck!'),
  won: (amount) => `Nanalo ka ng ${amount}!`,
  returned: 'Naibalik ang taya mo.',
  partlyBack: (amount, bet) => `${amount} ang bumalik sa ${bet} mong taya.`,
  lost: 'Walang panalo ngayong round.',
};

/** The shared texts in the language the game was launched in (language.ts). */
export const COPY = inLanguage({ en_US: EN, fil_PH: FIL });
