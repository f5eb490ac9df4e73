import { groupedCode } from '@levelup/shared';
import { useState } from 'react';
import { castMessages, gymTvMessages } from '@/messages';
import { LogoMark } from '@/ui/logo';
import { QrImage, qrEncoder } from '@/ui/qr-image';
import { Spinner } from '@/ui/spinner';
import { useCastScreen, useCastSocketSnapshot } from '../components/cast-screen-provider';
import { CastStatus } from '../components/cast-status';
import '../components/cast.css';

// The code is this screen's first paint: its encoder loads while the screen asks for its id.
qrEncoder.load().catch(() => {});

/**
 * /cast: the TV waits to be paired, showing its screen id as text and as a QR code. The code shows
 * as soon as the screen has its id, while its socket may still be connecting: a coach who pairs
 * it meanwhile is not missed, as the socket learns of the pairing when it joins.
 */
export function CastLandingScreen() {
  const { identity, identityFailed, socket, unreachable, pairingSessionId } = useCastScreen();
  const status = useCastSocketSnapshot(socket, (s) => s.status, 'connecting');
  const [qrReadyFor, setQrReadyFor] = useState<string | null>(null);

  let message: string | null = null;
  if (!identity) message = identityFailed ? castMessages.screenIdFailed : castMessages.connecting;
  else if (pairingSessionId) message = castMessages.connectingToSession;
  const connection =
    status === 'connected' ? null : unreachable ? castMessages.retrying : castMessages.connecting;

  const qrReady = identity !== null && qrReadyFor === identity.screenId;
  return (
    <section className="cast-landing" aria-labelledby="cast-landing-title">
      <header className="cast-landing-brand">
        <LogoMark size={72} />
        <h1 id="cast-landing-title">{castMessages.castTitle}</h1>
      </header>
      {/* The stage holds the pairing's place from the first frame, so the brand above it never
          moves as the status gives way to the code (no layout shift on the TV). */}
      <div className="cast-landing-stage">
        {message ? (
          <CastStatus message={message} spinner={!identityFailed || identity !== null} />
        ) : null}
        {identity && !message ? (
          <div className="cast-landing-pairing">
            {/* The card keeps the code's place while the code is drawn, so nothing moves. */}
            <div className="cast-landing-qr">
              {qrReady ? null : (
                <div className="cast-qr-image cast-qr-pending">
                  <Spinner size="large" label={castMessages.generatingQr} />
                </div>
              )}
              <QrImage
                className="cast-qr-image"
                value={identity.screenId}
                alt={gymTvMessages.qrAlt(groupedCode(identity.screenId))}
                onReady={(ready) => setQrReadyFor(ready ? identity.screenId : null)}
              />
            </div>
            <div className="cast-landing-text">
              <p className="cast-screen-id">
                <span>{castMessages.screenIdLabel}</span>{' '}
                <strong data-testid="screen-id">{groupedCode(identity.screenId)}</strong>
              </p>
              {connection ? (
                <p className="cast-waiting" role="status" aria-live="polite">
                  {connection}
                </p>
              ) : (
                <p className="cast-waiting">{castMessages.waiting}</p>
              )}
            </div>
          </div>
        ) : null}
      </div>
    </section>
  );
}
