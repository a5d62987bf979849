/** What a player reads when play is refused (spec 8.2: launch failures show the message). */
export const PLAY_MESSAGES = {
  gameNotFound: 'This game does not exist',
  gameOffline: 'This game is not available',
  gameMaintained: 'This game is under maintenance. Please try again later.',
  providerMissing: 'This game is not available',
  recordNotFound: 'This bet record does not exist',
} as const;
