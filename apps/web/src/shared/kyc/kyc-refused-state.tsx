import { Link } from 'react-router';
import type { KycAction } from '@pisoplay/contract';
import { paths } from '@/shared/config/paths';
import { useCopy } from '@/shared/i18n/define-copy';
import { EmptyState } from '@/shared/ui/empty-state';
import { KYC_GATE_COPY } from './copy';
import { reminderText } from './gate-modals';

/**
 * What a gated screen shows beneath the gate's reminder (spec 8.2) once its action was refused:
 * the reminder's text and its way to KYC, so closing the modal leaves no dead end.
 */
export function KycRefusedState({ action }: { action: KycAction }) {
  // Re-rendered on a language change, so reminderText reads the new language.
  const COPY = useCopy(KYC_GATE_COPY);
  return (
    <EmptyState
      message={reminderText(action)}
      className="py-16"
      action={
        <Link
          to={paths.kyc.getHref()}
          state={{ resetKycStage: true }}
          className="bg-gold-gradient mt-2 rounded-full px-5 py-2 text-sm font-bold text-ink-900"
        >
          {COPY.goToKyc}
        </Link>
      }
    />
  );
}
