import { EntryScreen } from '@/features/partner-entry/components/entry-screen';

/** The partner-wallet entry: query token (base64) and optional game (spec 2.1). */
export function PartnerLogin() {
  return <EntryScreen kind="partner-wallet" />;
}

/** The shopping-app mini-app entry: query authCode (spec 2.1). */
export function MiniLogin() {
  return <EntryScreen kind="mini-app" />;
}
