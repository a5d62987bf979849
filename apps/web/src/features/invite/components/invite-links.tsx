import type { InviteSummary } from '@pisoplay/contract';
import { copyOf, useCopy } from '@/shared/i18n/define-copy';
import { Button } from '@/shared/ui/form';
import { toast } from '@/shared/ui/toast/toast-store';
import { INVITE_COPY } from '../copy';
import { copyText, shareLink } from '../lib/share';

async function copyWithToast(text: string, done: string) {
  const copied = await copyText(text);
  toast(copied ? done : copyOf(INVITE_COPY).copyFailed, 'success');
}

/** One value the player copies: its label, the value, its Copy button. */
function CopyRow(props: {
  id: string;
  label: string;
  value: string;
  copyLabel: string;
  done: string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <span id={props.id} className="text-xs font-semibold text-indigo-200/70">
        {props.label}
      </span>
      <div className="flex items-center gap-2 rounded-xl bg-white/5 py-1.5 pr-1.5 pl-3 ring-1 ring-white/10">
        <output
          aria-labelledby={props.id}
          className="min-w-0 flex-1 truncate text-sm font-bold text-white select-all"
        >
          {props.value}
        </output>
        <button
          type="button"
          onClick={() => void copyWithToast(props.value, props.done)}
          className="shrink-0 rounded-full bg-white/10 px-3 py-1.5 text-xs font-bold text-gold-300 hover:bg-white/15"
        >
          {props.copyLabel}
        </button>
      </div>
    </div>
  );
}

/** The code and the link, each copyable, and the Share button. */
export function InviteLinks({ invite }: { invite: InviteSummary }) {
  const COPY = useCopy(INVITE_COPY);
  const link = `${window.location.origin}${invite.link_path}`;
  const share = async () => {
    const { shareTitle, shareText, linkCopied } = copyOf(INVITE_COPY);
    const how = await shareLink({ title: shareTitle, text: shareText, url: link });
    if (how === 'copy') await copyWithToast(link, linkCopied);
  };
  return (
    <div className="flex flex-col gap-3">
      <CopyRow
        id="invite-code"
        label={COPY.code}
        value={invite.referral_code}
        copyLabel={COPY.copyCode}
        done={COPY.codeCopied}
      />
      <CopyRow
        id="invite-link"
        label={COPY.link}
        value={link}
        copyLabel={COPY.copyLink}
        done={COPY.linkCopied}
      />
      <Button onClick={() => void share()}>{COPY.share}</Button>
    </div>
  );
}
