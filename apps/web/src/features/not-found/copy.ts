import { defineCopy } from '@/shared/i18n/define-copy';

export const NOT_FOUND_COPY = defineCopy('notFound', {
  title: 'Page not found',
  code: '404',
  message: 'The page you are looking for does not exist or has moved.',
  home: 'Back to Home',
});
