/** Logout lives with the session (shared/session/logout.ts): the withdraw-only screen signs out too. */
export { logout, logoutEverywhere, useLogout } from '@/shared/session/logout';
