import { groupedCode } from '@levelup/shared';
import { useState } from 'react';
import { castMessages, gymTvMessages } from '@/messages';
import { LogoMark } from '@/ui/logo';
import { QrImage } from '@/ui/qr-image';
import { useCastScreen, useCastSocketSnapshot } from '../components/cast-screen-provider';
import { CastStatus } from '../components/cast-status';
import '../components/cast.css';

/** /cast: the TV waits to be paired, showing its screen id as text and as a QR code. */
export function CastLandingScreen() {
  const { identity, identityFailed, socket, unreachable, pairingSessionId } = useCastScreen();
  const status = useCastSocketSnapshot(socket, (s) => s.status, 'connecting');
  const [qrReadyFor, setQrReadyFor] = useState<string | null>(null);

  let message: string | null = null;
  if (!identity) message = identityFailed ? castMessages.screenIdFailed : castMessages.connecting;
  else if (pairingSessionId) message = castMessages.connectingToSession;
  else if (status !== 'connected')
    message = unreachable ? castMessages.retrying : castMessages.connecting;

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
            {qrReady ? null : <CastStatus message={castMessages.generatingQr} />}
            <div className="cast-landing-qr" hidden={!qrReady}>
              <QrImage
                className="cast-qr-image"
                value={identity.screenId}
                alt={gymTvMessages.qrAlt(groupedCode(identity.screenId))}
                onReady={(ready) => setQrReadyFor(ready ? identity.screenId : null)}
              />
            </div>
            {qrReady ? (
              <div className="cast-landing-text">
                <p className="cast-screen-id">
                  <span>{castMessages.screenIdLabel}</span>{' '}
                  <strong data-testid="screen-id">{groupedCode(identity.screenId)}</strong>
                </p>
                <p className="cast-waiting">{castMessages.waiting}</p>
              </div>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
