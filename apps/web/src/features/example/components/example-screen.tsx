import { useState, type ReactNode } from 'react';
import type { GameTile } from '@pisoplay/contract';
import { GameCard, GameCardSkeleton } from '@/shared/games/game-card';
import { useCopy, type Copy } from '@/shared/i18n/define-copy';
import { CodeInput } from '@/shared/ui/code-input';
import { EmptyState, ErrorWithRetry } from '@/shared/ui/empty-state';
import { Button, Checkbox, Field, PasswordInput, TextInput } from '@/shared/ui/form';
import { useModal } from '@/shared/ui/modal/modal-context';
import { PhoneField } from '@/shared/ui/phone-field';
import { ResendButton } from '@/shared/ui/resend-button';
import { Skeleton } from '@/shared/ui/skeleton';
import { TitleBar } from '@/shared/ui/title-bar';
import { toast } from '@/shared/ui/toast/toast-store';
import { EXAMPLE_COPY } from '../copy';

const game = (over: Partial<GameTile>): GameTile => ({
  id: 1,
  code: 'example',
  en_name: '',
  img: '',
  is_hot: 0,
  is_new: 0,
  maintained: 0,
  platform_name: 'JILI',
  ...over,
});

/** The demo cards, named in the current language. */
const demoGames = (COPY: Copy<typeof EXAMPLE_COPY.source>): GameTile[] => [
  game({ id: 1, en_name: COPY.plainCard }),
  game({ id: 2, en_name: COPY.hotCard, is_hot: 1 }),
  game({ id: 3, en_name: COPY.newCard, is_new: 1 }),
  game({ id: 4, en_name: COPY.maintainedCard, maintained: 1 }),
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <h2 className="text-sm font-bold tracking-wide text-gold-300 uppercase">{title}</h2>
      {children}
    </section>
  );
}

function ModalButtons() {
  const COPY = useCopy(EXAMPLE_COPY);
  const modal = useModal();
  const open = (variant: 'sheet' | 'center', title: string) => {
    const handle = modal.open({
      title,
      variant,
      content: (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-indigo-100/90">{COPY.modalText}</p>
          <Button onClick={() => handle.close()}>{COPY.done}</Button>
        </div>
      ),
    });
  };
  return (
    <div className="grid grid-cols-2 gap-3">
      <Button variant="secondary" onClick={() => open('sheet', COPY.sheetTitle)}>
        {COPY.openSheet}
      </Button>
      <Button variant="secondary" onClick={() => open('center', COPY.centreTitle)}>
        {COPY.openCentre}
      </Button>
    </div>
  );
}

/** /example: the shared UI pieces in their states (issue 13), one place for a developer. */
export function ExampleScreen() {
  const COPY = useCopy(EXAMPLE_COPY);
  const [code, setCode] = useState('');
  const [phone, setPhone] = useState('9171234567');
  const [resendAt, setResendAt] = useState(() => Date.now() + 30_000);
  return (
    <div className="flex flex-col">
      <TitleBar title={COPY.title} />
      <div className="flex flex-col gap-7 px-4 py-5 pb-10">
        <p className="text-sm text-indigo-100/80">{COPY.intro}</p>

        <Section title={COPY.buttons}>
          <Button>{COPY.primary}</Button>
          <Button active={false}>{COPY.inactive}</Button>
          <Button busy>{COPY.busy}</Button>
          <Button disabled>{COPY.disabled}</Button>
          <Button variant="secondary">{COPY.secondary}</Button>
          <Button variant="ghost" className="self-start">
            {COPY.ghost}
          </Button>
        </Section>

        <Section title={COPY.fields}>
          <Field
            label={COPY.username}
            htmlFor="example-username"
            hint={<p className="text-xs text-indigo-200/60">{COPY.usernameHint}</p>}
          >
            <TextInput id="example-username" defaultValue="juan_dela_cruz" />
          </Field>
          <Field
            label={COPY.withError}
            htmlFor="example-error"
            error={COPY.errorText}
            errorId="example-error-text"
          >
            <TextInput
              id="example-error"
              defaultValue="abc"
              invalid
              aria-describedby="example-error-text"
            />
          </Field>
          <Field label={COPY.password} htmlFor="example-password">
            <PasswordInput id="example-password" defaultValue="demo1234" />
          </Field>
          <Field label={COPY.phone} htmlFor="example-phone">
            <PhoneField id="example-phone" value={phone} onChange={setPhone} countryCode="63" />
          </Field>
          <Checkbox label={COPY.agree} defaultChecked />
        </Section>

        <Section title={COPY.codeWidget}>
          <CodeInput label={COPY.code} value={code} onChange={setCode} />
          <CodeInput label={COPY.codeInvalid} value="123456" onChange={() => {}} invalid />
          <p role="alert" className="-mt-1 text-xs font-medium text-rose-300">
            {COPY.codeWrong}
          </p>
          <ResendButton
            availableAt={resendAt}
            onResend={() => setResendAt(Date.now() + 30_000)}
            resendLabel={COPY.resend}
            sendLabel={COPY.send}
          />
        </Section>

        <Section title={COPY.modals}>
          <ModalButtons />
        </Section>

        <Section title={COPY.toasts}>
          <div className="grid grid-cols-3 gap-2">
            <Button variant="secondary" onClick={() => toast(COPY.infoText)}>
              {COPY.info}
            </Button>
            <Button variant="secondary" onClick={() => toast(COPY.successText, 'success')}>
              {COPY.success}
            </Button>
            <Button variant="secondary" onClick={() => toast(COPY.errorText2, 'error')}>
              {COPY.error}
            </Button>
          </div>
        </Section>

        <Section title={COPY.cards}>
          <div className="grid grid-cols-3 gap-3">
            {demoGames(COPY).map((tile) => (
              <GameCard key={tile.id} game={tile} onLaunch={() => toast(tile.en_name)} />
            ))}
            <GameCardSkeleton />
            {/* A name needs a role to be read: a loading block is a status, as the app's are. */}
            <div role="status" className="flex flex-col gap-2" aria-label={COPY.loadingCard}>
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          </div>
          <EmptyState message={COPY.empty} />
          <ErrorWithRetry message={COPY.failed} retryLabel={COPY.retry} onRetry={() => {}} />
        </Section>
      </div>
    </div>
  );
}
