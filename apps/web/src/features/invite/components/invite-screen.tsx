import { LOYALTY_MESSAGES } from '@pisoplay/contract';
import { useCopy } from '@/shared/i18n/define-copy';
import { formatPhp } from '@/shared/lib/format';
import { ErrorWithRetry } from '@/shared/ui/empty-state';
import { UserPlusIcon } from '@/shared/ui/icons';
import { PageLead } from '@/shared/ui/page-lead';
import { SectionCard } from '@/shared/ui/section-card';
import { LoadingSkeletons } from '@/shared/ui/skeleton';
import { TitleBar } from '@/shared/ui/title-bar';
import { useInvite } from '../api/invite';
import { INVITE_COPY } from '../copy';
import { InviteLinks } from './invite-links';
import { InviteeList } from './invitee-list';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col items-center rounded-xl bg-white/5 py-2">
      <dt className="text-xs text-indigo-200/70">{label}</dt>
      <dd className="text-base font-extrabold text-white tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * /invite (issue 24; docs/promotions.md, "Invitations"): how an invitation pays, the player's
 * code and link with copy and share, the rules, their rewards and the friends who signed up
 * through it. A tab root of the bottom navigation: no back button.
 */
export function InviteScreen({ title }: { title: string }) {
  const COPY = useCopy(INVITE_COPY);
  const invite = useInvite();
  const data = invite.data;
  return (
    <div className="flex flex-col">
      <TitleBar title={title} noBack />
      <div className="flex flex-col gap-4 p-4">
        <PageLead message={LOYALTY_MESSAGES.inviteHowItWorks} />
        {invite.isError ? (
          <ErrorWithRetry
            message={COPY.error}
            retryLabel={COPY.retry}
            onRetry={() => void invite.refetch()}
          />
        ) : !data ? (
          <LoadingSkeletons
            label={COPY.loading}
            blocks={['h-56', 'h-24', 'h-32']}
            className="flex flex-col gap-4"
          />
        ) : (
          <>
            <section
              aria-labelledby="invite-headline"
              className="flex flex-col gap-3 rounded-2xl border border-gold-400/30 bg-gradient-to-b from-ink-700 to-ink-800 p-4"
            >
              <div className="flex items-center gap-3">
                <span className="grid size-11 shrink-0 place-items-center rounded-full bg-gold-400/15">
                  <UserPlusIcon className="size-6 text-gold-300" />
                </span>
                <h2
                  id="invite-headline"
                  className="text-lg leading-tight font-extrabold text-white"
                >
                  {COPY.headline({ reward: formatPhp(data.reward) })}
                </h2>
              </div>
              <p className="text-xs text-indigo-200/70">
                {COPY.minimumDeposit({ minimum: formatPhp(data.min_first_deposit) })}{' '}
                {COPY.dailyLimit({ limit: data.daily_limit })} {COPY.bonusTerms}
              </p>
              <InviteLinks invite={data} />
            </section>
            <SectionCard id="invite-earnings" title={COPY.earnings}>
              <dl className="grid grid-cols-3 gap-2">
                <Figure label={COPY.invited} value={String(data.invitees.length)} />
                <Figure label={COPY.rewarded} value={String(data.total_rewarded)} />
                <Figure
                  label={COPY.earned}
                  value={COPY.peso({ amount: formatPhp(data.total_earned) })}
                />
              </dl>
            </SectionCard>
            <SectionCard id="invite-friends" title={COPY.friends}>
              <InviteeList invitees={data.invitees} />
            </SectionCard>
          </>
        )}
      </div>
    </div>
  );
}
