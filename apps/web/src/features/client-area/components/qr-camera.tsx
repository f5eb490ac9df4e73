import { qrJoinMessages } from '@levelup/shared';
import type QrScanner from 'qr-scanner';
import { useEffect, useRef, useState } from 'react';
import { clientAreaMessages as m } from '@/messages';

export type CameraState = 'undetermined' | 'denied' | 'granted' | 'unavailable';

interface QrCameraProps {
  /** False while a scanned code is being joined: the camera pauses. */
  active: boolean;
  onScan: (text: string) => void;
}

const isPermissionError = (error: unknown) =>
  (error instanceof DOMException && error.name === 'NotAllowedError') ||
  String(error).includes('NotAllowed') ||
  String(error).toLowerCase().includes('permission');

/**
 * The session QR scanner's camera: 'Initializing camera…' until the browser answers, 'Allow
 * Camera' after a refusal, the live picture once granted. The scanning library is loaded on first
 * use only.
 */
export function QrCamera({ active, onScan }: QrCameraProps) {
  const video = useRef<HTMLVideoElement>(null);
  const scanner = useRef<QrScanner | null>(null);
  const onScanRef = useRef(onScan);
  onScanRef.current = onScan;
  const [state, setState] = useState<CameraState>('undetermined');
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts the camera after 'Allow Camera'.
  useEffect(() => {
    let cancelled = false;
    const element = video.current;
    async function start() {
      if (!element) return;
      try {
        const { default: Scanner } = await import('qr-scanner');
        if (cancelled) return;
        if (!(await Scanner.hasCamera())) {
          if (!cancelled) setState('unavailable');
          return;
        }
        const created = new Scanner(element, (result) => onScanRef.current(result.data), {
          preferredCamera: 'environment',
          returnDetailedScanResult: true,
          maxScansPerSecond: 5,
        });
        scanner.current = created;
        await created.start();
        if (!cancelled) setState('granted');
      } catch (error) {
        if (!cancelled) setState(isPermissionError(error) ? 'denied' : 'unavailable');
      }
    }
    void start();
    return () => {
      cancelled = true;
      scanner.current?.destroy();
      scanner.current = null;
    };
  }, [attempt]);

  useEffect(() => {
    const current = scanner.current;
    if (!current || state !== 'granted') return;
    if (active) void current.start().catch(() => setState('unavailable'));
    else current.pause();
  }, [active, state]);

  return (
    <div className="qr-camera" data-state={state}>
      <video ref={video} className="qr-video" muted playsInline hidden={state !== 'granted'} />
      {state === 'undetermined' ? (
        <p className="note" role="status">
          {qrJoinMessages.initializingCamera}
        </p>
      ) : null}
      {state === 'denied' ? (
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => {
            setState('undetermined');
            setAttempt((n) => n + 1);
          }}
        >
          <span>{qrJoinMessages.allowCamera}</span>
        </button>
      ) : null}
      {state === 'unavailable' ? <p className="note">{m.cameraUnavailable}</p> : null}
    </div>
  );
}
