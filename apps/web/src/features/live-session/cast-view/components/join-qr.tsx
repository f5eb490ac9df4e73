import { groupedCode } from '@levelup/shared';
import { castMessages, gymTvMessages } from '@/messages';
import { QrImage } from '@/ui/qr-image';

/** The join QR on the TV: clients scan it to join the session (it encodes the join code). */
export function JoinQr({ joinCode }: { joinCode: string }) {
  return (
    <figure className="cast-join-qr">
      <figcaption>{castMessages.joinThisSession}</figcaption>
      <div className="cast-join-qr-image">
        <QrImage value={joinCode} alt={gymTvMessages.joinQrAlt} />
      </div>
      <p className="cast-join-code">
        {gymTvMessages.joinCodeLabel} <strong>{groupedCode(joinCode)}</strong>
      </p>
    </figure>
  );
}
