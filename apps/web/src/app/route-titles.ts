/** Titles of the screens whose content arrives with later issues. */
export const ROUTE_TITLES = {
  gamePage: 'Game',
  my: 'My',
  myService: 'Customer Service',
  myNews: 'News',
  myFeedback: 'Feedback',
  myAboutUs: 'About Us',
  myHelpCenter: 'Help Center',
  vip: 'VIP',
  vipLevelSystem: 'VIP Level System',
  account: 'Account',
  accountAvatar: 'Choose Avatar',
  accountVerifyType: 'Verification Method',
  betRecord: 'Bet Record',
  betRecordDetail: 'Bet Details',
  login: 'Login',
  loginPassword: 'Login With Password',
  forgetPassword: 'Forgot Password',
  forgetPasswordVerify: 'Verify',
  // Spelled as the product spells it (spec 2.1).
  welfare: 'Walfare',
  bettingRank: 'Slot Betting Rankings',
  blindBox: 'Blind Box',
  dailyWins: 'Daily Wins',
  points: 'Points',
  invite: 'Invite',
  docs: 'Documents',
} as const;

export const ROOT_ERROR_COPY = {
  title: 'Something went wrong',
  message: 'Please reload the page and try again.',
  reload: 'Reload',
} as const;
