/** Texts of the terms and eligibility gate (spec 2.4), letter for letter where the spec words them. */
export const TERMS_GATE_COPY = {
  title: 'Terms and Eligibility',
  intro: 'The following persons are not allowed to play:',
  ineligible: [
    'government officials or employees',
    'armed forces and police',
    'persons under 21',
    "persons on the regulator's restricted-persons database",
    'gaming employment licence holders',
  ],
  forfeiture: 'Funds of ineligible players are forfeited to the government.',
  publicPlaces: 'Playing in public places is prohibited.',
  agreement: 'You need to agree to the Terms of Use and Privacy Policy to login',
  termsOfUse: 'Terms of Use',
  privacyPolicy: 'Privacy Policy',
  agree: 'I agree',
  proceed: 'Proceed',
  exit: 'Exit',
} as const;
