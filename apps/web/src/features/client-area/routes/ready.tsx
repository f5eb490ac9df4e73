import { MOTIVATIONAL_IMAGE_SIZE, pickQuote } from '@levelup/shared';
import { translateText } from '@levelup/shared/i18n';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '@/lib/auth/auth-provider';
import { clientAreaMessages as m, readyScreenMessages } from '@/messages';
import { Button } from '@/ui/button';
import { StrokeIcon } from '@/ui/stroke-icon';
import { useReadiness } from '../api/get-readiness';
import { pickMotivationalImage } from '../model/motivation';
import '../components/client-area.css';
import { withTranslations } from '@/lib/i18n/locale';

// Radix's popover and floating-ui are not on the screen's first load.
const ReadinessInfo = lazy(
  withTranslations(async () => ({
    default: (await import('../components/readiness-info')).ReadinessInfo,
  })),
);

const infoIcon = (
  <StrokeIcon
    d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-11v6m0-9.5v.5"
    fill="none"
    strokeWidth="2"
    strokeLinecap="round"
  />
);

/** Whether the router has an entry of this app to go back to. */
const canGoBack = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/** /client/prepare/ready: the confirmation after the daily check-in. */
export function ReadyScreen() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const readiness = useReadiness(user?.id);
  // One picture and one quote per screen mount.
  const [image] = useState(() => pickMotivationalImage());
  const [quote] = useState(() => pickQuote());
  const [infoRequested, setInfoRequested] = useState(false);

  useEffect(() => {
    if (readiness.isError) console.warn('readiness failed to load', readiness.error);
  }, [readiness.isError, readiness.error]);

  const score = readiness.data?.readiness;
  const name = user?.firstName || readyScreenMessages.fallbackName;

  return (
    <section className="client-screen ready-screen">
      <h1 className="client-title">{m.readyGreeting(name)}</h1>
      <div className="card readiness-card">
        <div className="readiness-head">
          <span className="readiness-label">{m.readinessLabel}</span>
          <Suspense
            fallback={
              // The same button until the popover's code is in (it loads with the screen, off
              // its first load); a tap meanwhile opens the popover once it is.
              <button
                type="button"
                className="info-button"
                aria-label={readyScreenMessages.readinessInfo}
                aria-haspopup="dialog"
                aria-expanded={false}
                onClick={() => setInfoRequested(true)}
              >
                {infoIcon}
              </button>
            }
          >
            <ReadinessInfo icon={infoIcon} defaultOpen={infoRequested} />
          </Suspense>
        </div>
        <output className="readiness-score" aria-live="polite">
          {score ?? readyScreenMessages.noReadiness}
        </output>
      </div>
      {image ? (
        <img
          className="motivation-image"
          src={image}
          alt={m.motivationAlt}
          width={MOTIVATIONAL_IMAGE_SIZE.width}
          height={MOTIVATIONAL_IMAGE_SIZE.height}
          onError={() => console.warn('motivational image failed to load', image)}
        />
      ) : null}
      <p className="ready-note">{m.lifestyleNote}</p>
      <figure className="quote">
        <blockquote>“{translateText(quote.text)}”</blockquote>
        <figcaption>— {translateText(quote.author)}</figcaption>
      </figure>
      <div className="ready-actions">
        <Button block onClick={() => (canGoBack() ? navigate(-1) : navigate('/client'))}>
          {readyScreenMessages.backHome}
        </Button>
        <Button
          block
          variant="secondary"
          onClick={() => navigate('/client/prepare', { replace: true })}
        >
          {readyScreenMessages.changePrep}
        </Button>
      </div>
    </section>
  );
}
