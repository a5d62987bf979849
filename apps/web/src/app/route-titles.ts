/**
 * Titles the route table gives its screens (support, promotion, VIP and responsible gaming), and
 * the root error screen's texts. They are catalogues of features/layout (its copy.ts and
 * copy.fil.ts, which the Filipino chunk gathers); each route reads them with
 * `useCopy(ROUTE_TITLES)` as it renders, so a screen's title follows a language change.
 */
export { ROOT_ERROR_COPY, ROUTE_TITLES } from '@/features/layout/copy';
