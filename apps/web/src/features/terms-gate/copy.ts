import { defineCopy } from '@/shared/i18n/define-copy';

/**
 * Texts of the terms and eligibility gate (spec 2.4), letter for letter where the spec words them.
 * `agreement` holds `termsOfUse` and `privacyPolicy` word for word: those parts become links.
 */
export const TERMS_GATE_COPY = defineCopy('termsGate', {
  title: 'Terms and Eligibility',
  intro: 'The following persons are not allowed to play:',
  ineligible1: 'government officials or employees',
  ineligible2: 'armed forces and police',
  ineligible3: 'persons under 21',
  ineligible4: "persons on the regulator's restricted-persons database",
  ineligible5: 'gaming employment licence holders',
  forfeiture: 'Funds of ineligible players are forfeited to the government.',
  publicPlaces: 'Playing in public places is prohibited.',
  agreement: 'You need to agree to the Terms of Use and Privacy Policy to login',
  termsOfUse: 'Terms of Use',
  privacyPolicy: 'Privacy Policy',
  agree: 'I agree',
  proceed: 'Proceed',
  exit: 'Exit',
});
