import { Link } from 'react-router';
import { calls, operatorCalls, OPERATOR_ROLE_TITLES } from '@pisoplay/contract';
import { useMayCall } from '@/shared/auth/permissions';
import { paths } from '@/shared/config/paths';
import { useQueueCounts } from '@/shared/queries/queue-counts';
import { useOperatorSession } from '@/shared/session/session-store';
import { PageHeader } from '@/shared/ui/page';

type Card = {
  title: string;
  href: string;
  call: { method: string; path: string };
  count: number | undefined;
  waiting: string;
};

/** The queues at a glance: how many wait in each the operator's role works on. */
export function OverviewPage() {
  const held = useOperatorSession();
  const may = useMayCall();
  const counts = useQueueCounts();
  const cards: Card[] = [
    {
      title: 'KYC review',
      href: paths.kyc.getHref(),
      call: operatorCalls.adminKycList,
      count: counts.kyc,
      waiting: 'submissions waiting',
    },
    {
      title: 'Withdrawals',
      href: paths.withdrawals.getHref(),
      call: operatorCalls.adminWithdrawList,
      count: counts.withdrawals,
      waiting: 'withdrawals to review',
    },
    {
      title: 'Deposits',
      href: paths.deposits.getHref(),
      call: operatorCalls.adminDepositList,
      count: counts.deposits,
      waiting: 'deposits under review',
    },
    {
      title: 'Approvals',
      href: paths.approvals.getHref(),
      call: operatorCalls.adminApprovalList,
      count: counts.approvals,
      waiting: 'decisions waiting for a second operator',
    },
    {
      title: 'Chat',
      href: paths.chat.getHref(),
      call: calls.adminChatList,
      count: counts.chat,
      waiting: 'open conversations',
    },
  ].filter((card) => may(card.call));
  const role = held ? OPERATOR_ROLE_TITLES[held.operator.role] : '';
  return (
    <>
      <PageHeader
        title="Overview"
        description={held ? `Signed in as ${held.operator.username} (${role}).` : undefined}
      />
      {cards.length === 0 ? (
        <p className="text-sm text-slate-700">
          Your role has no queues. Use the sidebar to reach your pages.
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Queues">
          {cards.map((card) => (
            <li key={card.href}>
              <Link
                to={card.href}
                className="block rounded-lg border border-slate-200 bg-white p-4 shadow-xs hover:border-indigo-300 hover:shadow-sm"
              >
                <span className="block text-sm font-medium text-slate-700">{card.title}</span>
                <span className="mt-2 block text-3xl font-semibold text-slate-900 tabular-nums">
                  {card.count ?? '–'}
                </span>
                <span className="mt-1 block text-xs text-slate-600">{card.waiting}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
