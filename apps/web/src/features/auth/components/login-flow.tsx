import type { LoginStep } from '../lib/login-machine';
import { AUTH_COPY as COPY } from '../copy';
import type { LoginMode } from '../hooks/use-complete-sign-in';
import type { useLoginFlow } from '../hooks/use-login-flow';
import { CodeStep } from './code-step';
import { PasswordStep } from './password-step';
import { PhoneStep } from './phone-step';
import { StepHeader } from './step-header';

export const LOGIN_STEP_TITLES: Record<LoginStep, { title: string; subtitle?: string }> = {
  'login-otp-1': { title: COPY.welcome, subtitle: COPY.loginWithCode },
  'login-otp-2': { title: COPY.codeTitle },
  'login-password': { title: COPY.welcome, subtitle: COPY.loginWithPassword },
};

type LoginFlowProps = {
  mode: LoginMode;
  flow: ReturnType<typeof useLoginFlow>;
};

/** The current login step with its header; the same in the sheet and on the login pages. */
export function LoginFlow({ mode, flow }: LoginFlowProps) {
  const { state, dispatch } = flow;
  if (state.step === 'closed') return null;
  const { title, subtitle } = LOGIN_STEP_TITLES[state.step];
  const close = () => dispatch({ type: 'close' });

  return (
    <div className="flex flex-col">
      <StepHeader
        title={title}
        subtitle={subtitle}
        onClose={close}
        headingLevel={mode === 'sheet' ? 'none' : 'h1'}
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
