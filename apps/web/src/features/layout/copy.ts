export const LAYOUT_COPY = {
  navLabel: 'Main',
  home: 'Home',
  points: 'Points',
  welfare: 'Welfare',
  invite: 'Invite',
  my: 'My',
} as const;
