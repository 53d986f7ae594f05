import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ContactDetails } from '../../../components/contact-details';
import { Icon } from '../../../components/icon';
import { LanguagePicker } from '../../../components/language-picker';
import { Logo } from '../../../components/logo';
import { introStore } from '../../../lib/storage';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { LoginForm } from './login-form';
import { RegisterForm, type PendingRegistration } from './register-form';
import { VerifyEmail } from './verify-email';
import './auth.css';

type Mode = 'login' | 'register';

/** Only same-site paths are followed after sign-in. */
function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

/** Sign-in screen (spec part 1 §2): login/register toggle, verification, forgot password, language, legal, contact. */
export function AuthPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [mode, setMode] = useState<Mode>(params.get('mode') === 'register' ? 'register' : 'login');
  const [pending, setPending] = useState<PendingRegistration | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);

  const backToIntro = () => {
    introStore.clear();
    void navigate('/');
  };

  return (
    <div className="auth">
      <header className="auth__top">
        <button type="button" className="btn btn--ghost btn--small" onClick={backToIntro}>
          <Icon name="back" />
          {t('backToIntro')}
        </button>
        <LanguagePicker compact />
      </header>

      <main id="main" className="auth__main">
        <div className="auth__brand">
          <Logo size="lg" />
          <h1>{pending ? t('verify.heading') : mode === 'login' ? t('login.title') : t('register.title')}</h1>
          <p className="muted">{pending ? t('verify.subheading') : mode === 'login' ? t('login.subtitle') : t('register.subtitle')}</p>
        </div>

        <div className="card auth__card">
          {pending ? (
            <VerifyEmail pending={pending} onCancelled={() => setPending(null)} />
          ) : (
            <>
              <div className="auth__toggle" role="group" aria-label={t('modeLabel')}>
                {(['login', 'register'] as const).map((value) => (
                  <button
                    key={value}
                    type="button"
                    aria-pressed={mode === value}
                    className="auth__tab"
                    onClick={() => setMode(value)}
                  >
                    {t(`${value}.tab`)}
                  </button>
                ))}
              </div>
              <div>
                {mode === 'login' ? (
                  <LoginForm redirectTo={safeNext(params.get('next'))} onForgotPassword={() => setForgotOpen(true)} />
                ) : (
                  <RegisterForm onRegistered={setPending} />
                )}
              </div>
              <p className="auth__switch">
                {mode === 'login' ? t('login.noAccount') : t('register.haveAccount')}{' '}
                <button type="button" className="link-button" onClick={() => setMode(mode === 'login' ? 'register' : 'login')}>
                  {mode === 'login' ? t('login.createOne') : t('register.signIn')}
                </button>
              </p>
            </>
          )}
        </div>

        <div className="auth__legal">
          <p>{t('legalPrefix')}</p>
          <p className="auth__legal-links">
            <Link to="/terms-conditions">{t('legal.terms')}</Link>
            <Link to="/privacy-policy">{t('legal.privacy')}</Link>
            <Link to="/refund-policy">{t('legal.refund')}</Link>
          </p>
        </div>

        <section className="card auth__contact" aria-labelledby="auth-contact-title">
          <h2 id="auth-contact-title">{t('contactTitle')}</h2>
          <ContactDetails showHours={false} />
          <div className="auth__links">
            <Link to="/about">{t('links.about')}</Link>
            <Link to="/contact">{t('links.contact')}</Link>
            <Link to="/install">{t('links.install')}</Link>
          </div>
        </section>
      </main>

      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </div>
  );
}
