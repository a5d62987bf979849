import { useState } from 'react';
import { paths } from '@/shared/config/paths';
import { isAppError } from '@/shared/api/errors';
import { useCopy } from '@/shared/i18n/define-copy';
import { localizeMessage } from '@/shared/i18n/i18n';
import { useOcrSetup } from '../api/kyc';
import { KYC_COPY } from '../copy';
import { kycFlow } from '../lib/flow-store';

/** Where the OCR page returns: the result step when done, the ID type step when abandoned. */
export const ocrCallbackUrls = (origin: string) => ({
  complete_callback_url: `${origin}${paths.kyc.getHref('ocr-result')}`,
  interrupt_callback_url: `${origin}${paths.kyc.getHref('id-type')}`,
});

const newBizId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;

/**
 * Starts OCR for an ID type (spec 2.7): OCR setup, then the browser goes to the provider's page.
 * No redirect address shows 'Failed to start OCR'; a thrown error shows its own message. The
 * error is worded when shown, in the current language.
 */
export function useStartOcr(
  redirect: (url: string) => void = (url) => window.location.assign(url),
) {
  const COPY = useCopy(KYC_COPY);
  const setup = useOcrSetup();
  // A failure, with the error's own message when it has one.
  const [failure, setFailure] = useState<{ message?: string } | null>(null);
  const start = (idType: string) => {
    setFailure(null);
    kycFlow.update({ idType });
    setup.mutate(
      {
        is_frame: false,
        biz_id: newBizId(),
        id_type: idType,
        ...ocrCallbackUrls(window.location.origin),
      },
      {
        onSuccess: (reply) => {
          if (reply?.redirect_url) redirect(reply.redirect_url);
          else setFailure({});
        },
        onError: (cause) =>
          setFailure({ message: (isAppError(cause) && cause.message) || undefined }),
      },
    );
  };
  const error = failure
    ? failure.message
      ? localizeMessage(failure.message)
      : COPY.ocrStartFailed
    : null;
  return { start, error, busy: setup.isPending || setup.isSuccess };
}
