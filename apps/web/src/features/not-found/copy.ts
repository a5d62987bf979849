export const NOT_FOUND_COPY = {
  title: 'Page not found',
  code: '404',
  message: 'The page you are looking for does not exist or has moved.',
  home: 'Back to Home',
} as const;
