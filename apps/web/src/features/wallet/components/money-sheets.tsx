import { closeMoneySheet, useOpenedMoneySheet } from '@/shared/wallet/money-sheet-store';
import { useCopy } from '@/shared/i18n/define-copy';
import { Modal } from '@/shared/ui/modal/modal';
import { WALLET_COPY } from '../copy';
import { DepositForm } from './deposit-form';
import { WithdrawForm } from './withdraw-form';

/** The deposit and withdraw sheets (spec 2.12), sliding up over whatever screen opened them. */
export function MoneySheets() {
  const COPY = useCopy(WALLET_COPY);
  const opened = useOpenedMoneySheet();
  return (
    <>
      <Modal
        open={opened === 'deposit'}
        title={COPY.depositTitle}
        variant="sheet"
        onClose={closeMoneySheet}
      >
        <DepositForm onDone={closeMoneySheet} />
      </Modal>
      <Modal
        open={opened === 'withdraw'}
        title={COPY.withdrawTitle}
        variant="sheet"
        onClose={closeMoneySheet}
      >
        <WithdrawForm onDone={closeMoneySheet} />
      </Modal>
    </>
  );
}
