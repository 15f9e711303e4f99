import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { cancelPhoneVerification } from '../../lib/auth-actions';
import { authNotice, resolveRedirectPath } from './auth-redirect';
import type { AuthNavigationState } from './auth-redirect';
import { SignInForm } from './sign-in-form';
import { SignUpFlow } from './sign-up-flow';
import './auth.css';

type Mode = 'sign-in' | 'sign-up';
const MODES: { mode: Mode; label: string }[] = [
  { mode: 'sign-in', label: 'Sign In' },
  { mode: 'sign-up', label: 'Create Account' },
];

/** The two tabs; arrow keys, Home and End move between them (and focus the chosen one). */
function AuthTabs({ id, mode, onChoose }: { id: string; mode: Mode; onChoose: (next: Mode) => void }) {
  const tabRefs = useRef<Record<Mode, HTMLButtonElement | null>>({ 'sign-in': null, 'sign-up': null });
  function onTabKey(event: KeyboardEvent) {
    const keys: Record<string, Mode> = {
      ArrowLeft: 'sign-in',
      Home: 'sign-in',
      ArrowRight: 'sign-up',
      End: 'sign-up',
    };
    if (!keys[event.key]) return;
    event.preventDefault();
    onChoose(keys[event.key]);
    tabRefs.current[keys[event.key]]?.focus();
  }
  return (
    <div className="auth-tabs" role="tablist" aria-label="Sign in or create an account">
      {MODES.map((m) => (
        <button
          key={m.mode}
          ref={(el) => {
            tabRefs.current[m.mode] = el;
          }}
          type="button"
          role="tab"
          id={`${id}-${m.mode}-tab`}
          aria-selected={mode === m.mode}
          aria-controls={`${id}-panel`}
          tabIndex={mode === m.mode ? 0 : -1}
          className={mode === m.mode ? 'auth-tabs__tab auth-tabs__tab--active' : 'auth-tabs__tab'}
          onClick={() => onChoose(m.mode)}
          onKeyDown={onTabKey}
        >
          {m.label}
        </button>
      ))}
    </div>
  );
}

/** /auth: Sign In / Create Account, then on to the redirectPath of the navigation state (default /services). */
export function AuthPage() {
  const id = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('sign-in');
  const [codeStep, setCodeStep] = useState(false);
  const botCheckRef = useRef<HTMLDivElement>(null);
  const state = location.state as AuthNavigationState | null;
  const notice = authNotice(state);

  useEffect(() => () => cancelPhoneVerification(), []);

  const onSignedIn = useCallback(() => {
    navigate(resolveRedirectPath(state), { replace: true, state: state?.redirectState ?? null });
  }, [navigate, state]);
  const botCheckContainer = useCallback(() => botCheckRef.current, []);

  function choose(next: Mode) {
    setMode(next);
    setCodeStep(false);
  }

  const title = MODES.find((m) => m.mode === mode)!.label;
  return (
    <section className="page page--narrow auth-page">
      <div className="auth-card">
        <h1>{title}</h1>
        {notice && (
          <p className="form-notice auth-page__notice" role="status">
            {notice}
          </p>
        )}
        {!codeStep && <AuthTabs id={id} mode={mode} onChoose={choose} />}
        <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${mode}-tab`}>
          {mode === 'sign-in' ? (
            <SignInForm onSignedIn={onSignedIn} />
          ) : (
            <SignUpFlow
              botCheckContainer={botCheckContainer}
              onSignedIn={onSignedIn}
              onStepChange={(step) => setCodeStep(step === 'code')}
            />
          )}
        </div>
        {/* The invisible bot check of phone verification attaches here. */}
        <div ref={botCheckRef} className="auth-page__bot-check" />
      </div>
    </section>
  );
}
