/** Titles the route table gives its screens (support, promotion, VIP and responsible gaming). */
export const ROUTE_TITLES = {
  myService: 'Customer Service',
  myNews: 'News',
  myFeedback: 'Feedback',
  myAboutUs: 'About Us',
  myHelpCenter: 'Help Center',
  vip: 'VIP',
  vipLevelSystem: 'VIP Level System',
  bettingRank: 'Slot Betting Rankings',
  dailyWins: 'Daily Wins',
  points: 'Points',
  invite: 'Invite',
  docs: 'Documents',
  responsibleGaming: 'Responsible Gaming',
} as const;

export const ROOT_ERROR_COPY = {
  title: 'Something went wrong',
  message: 'Please reload the page and try again.',
  reload: 'Reload',
} as const;
