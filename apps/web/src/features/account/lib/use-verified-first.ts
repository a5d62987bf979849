import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useVerification, verificationStore } from './verification';

/**
 * Spec 4.6: a new email or phone is asked for only after the identity check. Until the player
 * has passed it for this field, this sends them to the check (creating the value when there is
 * none yet, editing it otherwise); answers whether the form may show.
 */
export function useVerifiedFirst(field: 'email' | 'phone', hasValue: boolean): boolean {
  const verification = useVerification();
  const navigate = useNavigate();
  const verified = verification?.field === field && verification.verified === true;
  useEffect(() => {
    if (verified) return;
    verificationStore.start({ type: hasValue ? 'edit' : 'create', field, stage: 'identity' });
    navigate(paths.accountVerifyType.getHref(), { replace: true });
  }, [field, hasValue, navigate, verified]);
  return verified;
}
