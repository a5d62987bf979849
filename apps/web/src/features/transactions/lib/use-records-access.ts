import { useEffect, useState } from 'react';
import { useKycGate } from '@/shared/kyc/use-kyc-gate';

export type RecordsAccess = 'checking' | 'allowed' | 'denied';

/**
 * The records are the viewRecords action of spec 4.3 (fully_kyc, frozen, test_account): the
 * gate is asked when the screen opens (and again, throttled, when its tab changes); a refusal is quiet (no modal), the screen says so.
 */
export function useRecordsAccess(): RecordsAccess {
  const gate = useKycGate();
  const [access, setAccess] = useState<RecordsAccess>('checking');
  useEffect(() => {
    let live = true;
    void gate('viewRecords', () => live && setAccess('allowed'), {
      onDenied: () => live && setAccess('denied'),
    }).then((ran) => {
      // The gate could not read a status (both fetches failed): the list stays closed.
      if (!ran && live) setAccess((current) => (current === 'checking' ? 'denied' : current));
    });
    return () => {
      live = false;
    };
  }, [gate]);
  return access;
}
