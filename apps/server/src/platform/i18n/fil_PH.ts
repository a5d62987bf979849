/**
 * The server's own player-facing messages in Filipino, by English template ('{0}' for a value;
 * packages/contract/src/i18n/localize.ts). The contract's messages (the rules of spec 5, the
 * responsible-gaming texts…) are in the contract's table; the sources this one translates are
 * listed in __tests__/sources.ts, which the test beside it checks. Operators' refusals are not
 * here: the back office reads English.
 *
 * Written as players talk (docs/i18n.md, "Glossary"): Taglish where that is what people say.
 */
import { MAX_WITHDRAW_ACCOUNTS } from '@pisoplay/contract';
import type { MessageTable } from '@pisoplay/contract';

export const serverMessages: MessageTable = {
  // http/: failures that are not a module's refusal
  'Unsupported content type': 'Hindi suportadong content type',
  'Request body is too large': 'Masyadong malaki ang request',
  'Bad request': 'Mali ang request',
  'Internal Server Error': 'Nagka-error sa server',
  'Invalid payload': 'Mali ang ipinadalang data',
  'No such path: {0} {1}': 'Walang ganitong path: {0} {1}',
  'Too many requests, please try again in {0} seconds':
    'Sobrang dami ng request. Subukan ulit pagkalipas ng {0} segundo',
  'Invalid signature': 'Mali ang signature ng request',
  'Request time is out of range, please check the device clock':
    'Hindi tugma ang oras ng request. Pakitingnan ang oras ng device mo',
  'This request was already received': 'Natanggap na ang request na ito',

  // Catalogue
  'Game not found': 'Hindi nahanap ang laro',
  'Unknown brand': 'Hindi kilalang brand',
  'No such document': 'Walang ganitong dokumento',

  // Chat (the automatic reply too)
  'Sign in or open the chat from this browser first':
    'Mag-login muna, o buksan ang chat mula sa browser na ito',
  'You are sending messages too quickly. Please wait a moment.':
    'Masyadong mabilis ang pagpapadala mo ng mensahe. Sandali lang.',
  'Too many new chats from this network. Please try again later.':
    'Sobrang daming bagong chat mula sa network na ito. Subukan ulit mamaya.',
  'Please sign in to send images': 'Mag-login para makapagpadala ng litrato',
  'Unknown image': 'Hindi kilalang litrato',
  'Thanks for your message! An agent will reply here as soon as one is available.':
    'Salamat sa mensahe mo! Sasagot dito ang isang agent sa lalong madaling panahon.',
  'Meanwhile, these help articles may answer your question:':
    'Habang naghihintay, baka masagot ng mga help article na ito ang tanong mo:',
  'Meanwhile, you can browse the Help Center for quick answers.':
    'Habang naghihintay, puwede mong tingnan ang Help Center para sa mabilis na sagot.',

  // Withdrawal accounts
  Exists: 'Mayroon na',
  [`You can keep at most ${MAX_WITHDRAW_ACCOUNTS} withdrawal accounts`]: `Hanggang ${MAX_WITHDRAW_ACCOUNTS} withdrawal account lang ang puwede mong i-save`,
  'Complete KYC verification before adding a withdrawal account':
    'Tapusin muna ang KYC verification bago magdagdag ng withdrawal account',
  'The account name must match the name on your verified KYC record':
    'Dapat tugma ang pangalan sa account sa pangalan sa na-verify mong KYC',
  'Enter a Philippine mobile number such as 09171234567':
    'Maglagay ng Philippine mobile number, halimbawa 09171234567',
  'Enter the bank account number: {0} digits': 'Ilagay ang bank account number: {0} digits',
  'Account not found': 'Hindi nahanap ang account',
  'Player not found': 'Hindi nahanap ang player',

  // Deposits and vouchers (the reasons an order shows too)
  'This request id was already used for a different deposit':
    'Nagamit na ang request id na ito sa ibang deposit',
  'The payment service is not available, please try again later':
    'Hindi available ang payment service. Subukan ulit mamaya',
  'The payment service could not be reached': 'Hindi ma-reach ang payment service',
  'Not paid within {0} minutes': 'Hindi nabayaran sa loob ng {0} minuto',
  'Canceled on the payment page': 'Kinansela sa payment page',
  'The payment failed': 'Hindi natuloy ang bayad',
  'The payment page expired': 'Nag-expire ang payment page',
  'The amount paid (PHP {0}) differs from the order; under review':
    'Iba ang binayad (PHP {0}) sa halaga ng order; nire-review pa',
  'Checked by our team: PHP {0} credited': 'Na-check ng team namin: na-credit ang PHP {0}',
  'Checked by our team: the payment was returned to you':
    'Na-check ng team namin: ibinalik sa iyo ang bayad',
  'This voucher code is not valid': 'Hindi valid ang voucher code na ito',
  'This voucher code has already been used': 'Nagamit na ang voucher code na ito',
  'Too many wrong voucher codes, please try again in {0} minutes':
    'Sobrang daming maling voucher code. Subukan ulit pagkalipas ng {0} minuto',
  'Voucher redeemed: PHP {0} added to your balance':
    'Na-redeem ang voucher: naidagdag ang PHP {0} sa balance mo',
  'payment method not found': 'hindi nahanap ang payment method',
  'Order not found': 'Hindi nahanap ang order',
  // finance/messages.ts: CHANNEL_TIP_MESSAGES
  'Deposits are credited only from an e-wallet in your own verified name (PAGCOR rules).':
    'Papasok lang ang deposit galing sa e-wallet na nakapangalan sa verified name mo (patakaran ng PAGCOR).',
  'Bank transfers are credited only from an account in your own verified name (PAGCOR rules).':
    'Papasok lang ang bank transfer galing sa account na nakapangalan sa verified name mo (patakaran ng PAGCOR).',
  'Enter the code printed on your voucher. Each code can be used once.':
    'Ilagay ang code na naka-print sa voucher mo. Isang beses lang magagamit ang bawat code.',

  // Withdrawals (the reasons an order shows too)
  'Withdrawal account not found': 'Hindi nahanap ang withdrawal account',
  'The payout was refused: {0}. The amount was returned to your balance.':
    'Tinanggihan ang payout: {0}. Ibinalik ang halaga sa balance mo.',
  'The payout was refused. The amount was returned to your balance.':
    'Tinanggihan ang payout. Ibinalik ang halaga sa balance mo.',
  'The payout could not be made in time. The amount was returned to your balance.':
    'Hindi naipadala ang payout sa takdang oras. Ibinalik ang halaga sa balance mo.',
  'The payout was not made. The amount was returned to your balance.':
    'Hindi naipadala ang payout. Ibinalik ang halaga sa balance mo.',

  // KYC
  'Your KYC was already submitted; update it instead':
    'Na-submit mo na ang KYC mo; i-update na lang ito',
  'Your KYC is under review. Please wait for the result':
    'Nire-review pa ang KYC mo. Hintayin ang resulta',
  'Your KYC is already verified': 'Verified na ang KYC mo',
  'Test accounts do not need KYC verification':
    'Hindi kailangan ng KYC verification ang mga test account',
  'Please upload the photo again': 'I-upload ulit ang litrato',
  'The ID type cannot be changed after the ID was verified':
    'Hindi na mapapalitan ang uri ng ID kapag na-verify na ang ID',
  'The front photo of the ID cannot be changed after the ID was verified':
    'Hindi na mapapalitan ang litrato ng harap ng ID kapag na-verify na ang ID',
  'This verification was not found, please start again':
    'Hindi nahanap ang verification na ito. Magsimula ulit',
  'This certificate has already been authenticated and cannot be authenticated again':
    'Na-authenticate na ang certificate na ito at hindi na puwedeng i-authenticate ulit',
  'The return address must be on this site': 'Dapat nasa site na ito ang return address',
  "According to the regulator's regulations, you must complete the KYC certification process before you can use the wallet function!":
    'Ayon sa patakaran ng regulator, kailangan mo munang tapusin ang KYC certification bago mo magamit ang wallet!',
  "According to the regulator's regulations, you must complete the KYC certification process before you can enter a game!":
    'Ayon sa patakaran ng regulator, kailangan mo munang tapusin ang KYC certification bago ka makapasok sa laro!',
  "According to the regulator's regulations, you must submit KYC certification and be approved before you can use the withdrawal function!":
    'Ayon sa patakaran ng regulator, kailangan mong mag-submit ng KYC certification at ma-approve ito bago mo magamit ang withdrawal!',
  "According to the regulator's regulations, you must submit KYC certification to participate in welfare activities!":
    'Ayon sa patakaran ng regulator, kailangan mong mag-submit ng KYC certification para makasali sa mga welfare activity!',
  'Please start your KYC verification first': 'Simulan muna ang KYC verification mo',
  'Please complete your KYC verification to view your records':
    'Tapusin ang KYC verification mo para makita ang mga record mo',
  'Your KYC is under review. You can use the withdraw function only after it is passed.':
    'Nire-review pa ang KYC mo. Magagamit mo lang ang withdraw kapag na-approve na ito.',

  // Balance
  'Insufficient balance': 'Kulang ang balance',
  'The amount is more than your withdrawable balance':
    'Lampas ang halaga sa withdrawable balance mo',
  'This request id was already used for a different transfer':
    'Nagamit na ang request id na ito sa ibang transfer',

  // Sign-in, codes and the account
  'Code expired, please request a new one': 'Expired na ang code. Humingi ng bago',
  'This code has already been used, please request a new one':
    'Nagamit na ang code na ito. Humingi ng bago',
  'A newer code was sent, please use the latest one':
    'May mas bagong code na ipinadala. Gamitin ang pinakahuli',
  'This code was sent for another action, please request a new one':
    'Para sa ibang action ipinadala ang code na ito. Humingi ng bago',
  'Please wait {0} seconds before requesting a new code':
    'Maghintay ng {0} segundo bago humingi ng bagong code',
  'Please wait 1 second before requesting a new code':
    'Maghintay ng 1 segundo bago humingi ng bagong code',
  'failed to send SMS': 'hindi naipadala ang SMS',
  'failed to send email': 'hindi naipadala ang email',
  'Too many codes were requested from this network. Please try again later':
    'Sobrang daming code ang hiningi mula sa network na ito. Subukan ulit mamaya',
  'Too many codes were requested for this phone number. Please try again later or sign in with your password':
    'Sobrang daming code ang hiningi para sa numerong ito. Subukan ulit mamaya, o mag-login gamit ang password mo',
  'Too many codes were requested for this email address. Please try again later':
    'Sobrang daming code ang hiningi para sa email address na ito. Subukan ulit mamaya',
  'Too many code attempts from this network. Please try again later':
    'Sobrang daming subok ng code mula sa network na ito. Subukan ulit mamaya',
  'Invalid phone number or password': 'Mali ang numero ng telepono o password',
  'Too many failed attempts. Please try again in {0} minutes':
    'Sobrang daming maling subok. Subukan ulit pagkalipas ng {0} minuto',
  'Too many failed attempts. Please try again in 1 minute':
    'Sobrang daming maling subok. Subukan ulit pagkalipas ng 1 minuto',
  'Your account has been blocked by the administrator. Please contact customer service immediately':
    'Na-block ng administrator ang account mo. Makipag-ugnayan agad sa customer service',
  'Invalid old password': 'Mali ang lumang password',
  'Missing verification code': 'Walang verification code',
  'The new password must be different from the old one': 'Dapat iba ang bagong password sa luma',
  'Please verify your identity first': 'I-verify muna ang identity mo',
  'Nothing to update': 'Walang babaguhin',
  'This {0} is already taken': 'May gumagamit na ng {0} na ito',
  'Your {0} can be changed once every 90 days. You can change it again on {1}':
    'Isang beses lang kada 90 araw puwedeng palitan ang {0} mo. Puwede mo itong palitan ulit sa {1}',
  'This username is already taken': 'May gumagamit na ng username na ito',
  'Your username can be changed once every 90 days. You can change it again on {0}':
    'Isang beses lang kada 90 araw puwedeng palitan ang username mo. Puwede mo itong palitan ulit sa {0}',
  'This nick name is already taken': 'May gumagamit na ng nickname na ito',
  'Your nick name can be changed once every 90 days. You can change it again on {0}':
    'Isang beses lang kada 90 araw puwedeng palitan ang nickname mo. Puwede mo itong palitan ulit sa {0}',
  'This phone number is already linked to another account':
    'Naka-link na sa ibang account ang numerong ito',
  'This is already your phone number': 'Ito na ang numero ng telepono mo',
  'This email address is already linked to another account':
    'Naka-link na sa ibang account ang email address na ito',
  'This is already your email address': 'Ito na ang email address mo',
  'Change the email address and the phone number one at a time':
    'Isa-isahin ang pagpalit ng email address at ng numero ng telepono',
  'Unknown image, please upload it first': 'Hindi kilalang litrato. I-upload muna ito',
  'Please choose an image to upload': 'Pumili ng litratong i-a-upload',
  'The file is empty': 'Walang laman ang file',
  'The image is too large, the maximum is 2 MB': 'Masyadong malaki ang litrato. Hanggang 2 MB lang',
  'Only PNG, JPEG, WebP or GIF images can be uploaded':
    'PNG, JPEG, WebP o GIF lang ang puwedeng i-upload',
  'The upload could not be read': 'Hindi mabasa ang na-upload',
  'The image is too large, the maximum is 8192 pixels a side':
    'Masyadong malaki ang litrato. Hanggang 8192 pixels lang bawat gilid',
  'Too many uploads today, please try again tomorrow':
    'Sobrang daming upload ngayong araw. Subukan ulit bukas',
  'Image not found': 'Hindi nahanap ang litrato',

  // Partner entries
  'This entry link is invalid, used or expired. Please open the game again':
    'Invalid, nagamit na o expired na ang link na ito. Buksan ulit ang laro',
  'Your account has been blocked. Please contact customer service':
    'Na-block ang account mo. Makipag-ugnayan sa customer service',
  'This login code is invalid, used or expired. Please open the mini app again':
    'Invalid, nagamit na o expired na ang login code na ito. Buksan ulit ang mini app',

  // Play
  'This game does not exist': 'Walang ganitong laro',
  'This game is not available': 'Hindi available ang larong ito',
  'This game is under maintenance. Please try again later.':
    'Naka-maintenance ang larong ito. Subukan ulit mamaya.',
  'This bet record does not exist': 'Walang ganitong record ng taya',

  // Promotions, the points shop
  'This item is not in the points shop': 'Wala sa points shop ang item na ito',
  'The price of this item is now {0} points.': 'Ang presyo ng item na ito ay {0} points na ngayon.',
  'You need {0} points for this; you have {1}.':
    'Kailangan mo ng {0} points para dito; {1} ang mayroon ka.',
  'This exchange was already made for another item':
    'Nagawa na ang palit na ito para sa ibang item',
  '₱{0} bonus added. Play it through 2x to withdraw it.':
    'Naidagdag ang ₱{0} na bonus. Laruin ito nang 2x para ma-withdraw.',
  'Your ₱{0} voucher code is ready. Redeem it now or in Deposit → Voucher.':
    'Handa na ang ₱{0} voucher code mo. I-redeem na ngayon o sa Deposit → Voucher.',
  'Mystery box not found': 'Hindi nahanap ang mystery box',
  'This mystery box has already been opened': 'Nabuksan na ang mystery box na ito',
  'This mystery box has expired': 'Nag-expire na ang mystery box na ito',

  // Feedback
  'You have sent a lot of feedback in a short time. Please try again later.':
    'Marami ka nang naipadalang feedback sa maikling oras. Subukan ulit mamaya.',
};
