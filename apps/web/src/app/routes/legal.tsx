import { useParams } from 'react-router';
import { LEGAL_DOC_NAMES, type LegalDocName } from '@pisoplay/contract';
import { LegalScreen } from '@/features/legal/components/legal-screen';
import { NotFoundScreen } from '@/features/not-found/components/not-found-screen';

const isLegalDocName = (name: string | undefined): name is LegalDocName =>
  (LEGAL_DOC_NAMES as readonly (string | undefined)[]).includes(name);

export function TermsOfUse() {
  return <LegalScreen name="terms-of-use" />;
}

export function PrivacyPolicy() {
  return <LegalScreen name="privacy-policy" />;
}

/** /docs/:name with name terms-of-use, privacy-policy or faq. */
export function Doc() {
  const { name } = useParams();
  if (!isLegalDocName(name)) return <NotFoundScreen />;
  // A key per document, so switching documents starts from a fresh screen.
  return <LegalScreen key={name} name={name} />;
}
