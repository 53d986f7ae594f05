import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ContactDetails } from '../../../components/contact-details';
import { Icon } from '../../../components/icon';
import { introStore } from '../../../lib/storage';
import { useCarousel } from '../hooks/use-carousel';
import { SlideArt } from './slide-art';
import { SLIDES } from './slides';
import './intro.css';

/** First-visit onboarding (spec part 1 §2): eight slides, Skip / Get Started set the intro-seen flag and go to sign-in. */
export function IntroPage() {
  const { t, i18n } = useTranslation('intro');
  const navigate = useNavigate();
  const rtl = i18n.dir() === 'rtl';
  const carousel = useCarousel(SLIDES.length, rtl);

  const finish = () => {
    introStore.markSeen();
    void navigate('/auth');
  };

  return (
    <div className="intro">
      <header className="intro__top">
        <span className="intro__brand">FitRater</span>
        <button type="button" className="btn btn--ghost btn--small" onClick={finish}>
          {t('skip')}
        </button>
      </header>

      <main id="main" className="intro__main">
        <h1 className="visually-hidden">{t('heading')}</h1>
        <section
          className="intro__carousel"
          aria-roledescription="carousel"
          aria-label={t('carouselLabel')}
          tabIndex={0}
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight') (rtl ? carousel.previous : carousel.next)();
            if (event.key === 'ArrowLeft') (rtl ? carousel.next : carousel.previous)();
          }}
          {...carousel.handlers}
        >
          <div
            className={`intro__track ${carousel.dragOffset ? 'intro__track--dragging' : ''}`}
            style={{ '--slide': carousel.index, '--drag': `${carousel.dragOffset}px` } as React.CSSProperties}
          >
            {SLIDES.map((id, index) => (
              <article
                key={id}
                className="intro__slide"
                aria-roledescription="slide"
                aria-label={t('slideOf', { index: index + 1, total: SLIDES.length })}
                aria-hidden={index !== carousel.index}
                data-slide={id}
              >
                <SlideArt id={id} />
                <h2 className="intro__title">{t(`slides.${id}.title`)}</h2>
                <p className="intro__body">{t(`slides.${id}.body`)}</p>
              </article>
            ))}
          </div>
          <button type="button" className="icon-button intro__arrow intro__arrow--prev" onClick={carousel.previous} disabled={carousel.isFirst} aria-label={t('previous')}>
            <Icon name="back" />
          </button>
          <button type="button" className="icon-button intro__arrow intro__arrow--next" onClick={carousel.next} disabled={carousel.isLast} aria-label={t('next')}>
            <Icon name="forward" />
          </button>
        </section>

        <div className="intro__dots" role="group" aria-label={t('dotsLabel')}>
          {SLIDES.map((id, index) => (
            <button
              key={id}
              type="button"
              className="intro__dot"
              aria-label={t('goToSlide', { index: index + 1 })}
              aria-current={index === carousel.index ? 'step' : undefined}
              onClick={() => carousel.goTo(index)}
            />
          ))}
        </div>

        <div className="intro__actions">
          {carousel.isLast ? (
            <button type="button" className="btn btn--primary btn--block" onClick={finish}>
              {t('getStarted')}
            </button>
          ) : (
            <button type="button" className="btn btn--primary btn--block" onClick={carousel.next}>
              {t('next')}
            </button>
          )}
          <p className="intro__signin">
            {t('haveAccount')}{' '}
            <button type="button" className="link-button" onClick={finish}>
              {t('signIn')}
            </button>
          </p>
        </div>

        <details className="intro__contact">
          <summary>{t('contactUs')}</summary>
          <ContactDetails />
        </details>
      </main>

      <footer className="intro__legal">
        <a href="/privacy-policy" target="_blank" rel="noopener">{t('legal.privacy')}</a>
        <a href="/refund-policy" target="_blank" rel="noopener">{t('legal.refund')}</a>
        <a href="/terms-conditions" target="_blank" rel="noopener">{t('legal.terms')}</a>
      </footer>
    </div>
  );
}
