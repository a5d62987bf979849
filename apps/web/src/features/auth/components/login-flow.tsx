import { PRODUCT_NAME } from '@/shared/config/env';
import { useCopy, type Copy } from '@/shared/i18n/define-copy';
import { LanguageSwitch } from '@/shared/i18n/language-switch';
import type { LoginStep } from '../lib/login-machine';
import { AUTH_COPY } from '../copy';
import type { LoginMode } from '../hooks/use-complete-sign-in';
import type { useLoginFlow } from '../hooks/use-login-flow';
import { CodeStep } from './code-step';
import { PasswordStep } from './password-step';
import { PhoneStep } from './phone-step';
import { StepHeader } from './step-header';

/** Each step's title and subtitle, in the language of `copy` (from `useCopy(AUTH_COPY)`). */
export function loginStepTitles(
  copy: Copy<(typeof AUTH_COPY)['source']>,
): Record<LoginStep, { title: string; subtitle?: string }> {
  const welcome = copy.welcome({ product: PRODUCT_NAME });
  return {
    'login-otp-1': { title: welcome, subtitle: copy.loginWithCode },
    'login-otp-2': { title: copy.codeTitle },
    'login-password': { title: welcome, subtitle: copy.loginWithPassword },
  };
}

type LoginFlowProps = {
  mode: LoginMode;
  flow: ReturnType<typeof useLoginFlow>;
};

/**
 * The current login step with its header; the same in the sheet and on the login pages. The
 * language switch leads the header, so a player who cannot read English finds it first.
 */
export function LoginFlow({ mode, flow }: LoginFlowProps) {
  const COPY = useCopy(AUTH_COPY);
  const { state, dispatch } = flow;
  if (state.step === 'closed') return null;
  const { title, subtitle } = loginStepTitles(COPY)[state.step];
  const close = () => dispatch({ type: 'close' });

  return (
    <div className="flex flex-col">
      <StepHeader
        title={title}
        subtitle={subtitle}
        onClose={close}
        headingLevel={mode === 'sheet' ? 'none' : 'h1'}
        toolbar={<LanguageSwitch />}
      />
      {state.step === 'login-otp-1' ? (
        <PhoneStep
          key="login-otp-1"
          number={state.number}
          recent={state.recent}
          onCodeSent={(number, otp) => dispatch({ type: 'code-sent', number, otp })}
          onUsePassword={(number) => dispatch({ type: 'use-password', number })}
        />
      ) : state.step === 'login-otp-2' && state.otp ? (
        <CodeStep
          key={`login-otp-2:${state.otp.id}`}
          mode={mode}
          otp={state.otp}
          onResent={(otp) => dispatch({ type: 'code-resent', otp })}
          onResetPhone={() => dispatch({ type: 'reset-phone' })}
        />
      ) : (
        <PasswordStep
          key="login-password"
          mode={mode}
          number={state.number}
          onUseCode={(number) => dispatch({ type: 'use-code', number })}
        />
      )}
    </div>
  );
}
