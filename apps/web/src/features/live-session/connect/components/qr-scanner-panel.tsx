import { connectScreenMessages } from '@levelup/shared';
import type QrScanner from 'qr-scanner';
import { useEffect, useRef, useState } from 'react';
import { gymTvMessages } from '@/messages';
import { Spinner } from '@/ui/spinner';

type CameraState = 'loading' | 'scanning' | 'permission' | 'no-camera';

interface QrScannerPanelProps {
  /** The text of each QR code read (the same code is reported once until another is seen). */
  onScan: (text: string) => void;
  /** True while a scanned id is being connected: scanning holds still. */
  paused: boolean;
}

function isPermissionError(error: unknown): boolean {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  const text = String(error);
  return name === 'NotAllowedError' || name === 'SecurityError' || /permission|denied/i.test(text);
}

/**
 * The camera QR scanner. Its library (and its decoding worker, served from this app, not a CDN) is
 * fetched only when this panel mounts, that is when the Connect dialog opens. It reads QR codes
 * only.
 */
export default function QrScannerPanel({ onScan, paused }: QrScannerPanelProps) {
  const video = useRef<HTMLVideoElement>(null);
  const scanner = useRef<QrScanner | null>(null);
  const [state, setState] = useState<CameraState>('loading');
  const [attempt, setAttempt] = useState(0);
  const report = useRef(onScan);
  report.current = onScan;
  const last = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt starts the camera again
  useEffect(() => {
    let cancelled = false;
    setState('loading');
    (async () => {
      const { default: Scanner } = await import('qr-scanner');
      if (cancelled || !video.current) return;
      if (!(await Scanner.hasCamera())) {
        if (!cancelled) setState('no-camera');
        return;
      }
      const created = new Scanner(
        video.current,
        (result) => {
          if (result.data === last.current) return;
          last.current = result.data;
          report.current(result.data);
        },
        {
          returnDetailedScanResult: true,
          preferredCamera: 'environment',
          maxScansPerSecond: 8,
          onDecodeError: () => {
            // No code in this frame: keep looking.
          },
        },
      );
      scanner.current = created;
      try {
        await created.start();
        if (!cancelled) setState('scanning');
      } catch (error) {
        if (!cancelled) setState(isPermissionError(error) ? 'permission' : 'no-camera');
      }
    })().catch((error: unknown) => {
      if (!cancelled) setState(isPermissionError(error) ? 'permission' : 'no-camera');
    });
    return () => {
      cancelled = true;
      scanner.current?.destroy();
      scanner.current = null;
    };
  }, [attempt]);

  useEffect(() => {
    const current = scanner.current;
    if (!current || state !== 'scanning') return;
    if (paused) current.pause().catch(() => undefined);
    else {
      last.current = null;
      current.start().catch(() => undefined);
    }
  }, [paused, state]);

  const grant = async () => {
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: true });
      for (const track of stream.getTracks()) track.stop();
    } catch {
      // Still refused: the prompt stays, with its button.
    }
    setAttempt((n) => n + 1);
  };

  return (
    <div className="qr-scanner-panel" data-state={state}>
      <video
        ref={video}
        className="qr-scanner-video"
        muted
        playsInline
        hidden={state !== 'scanning'}
      />
      {state === 'scanning' ? <p className="qr-scanner-hint">{gymTvMessages.scanHere}</p> : null}
      {state === 'loading' ? (
        <div className="qr-scanner-status" role="status">
          <Spinner />
          <span>{connectScreenMessages.loadingCamera}</span>
        </div>
      ) : null}
      {state === 'permission' ? (
        <div className="qr-scanner-status">
          <h3>{connectScreenMessages.cameraPermissionTitle}</h3>
          <p>{gymTvMessages.cameraPermissionHelp}</p>
          <button type="button" className="btn btn-secondary" onClick={() => void grant()}>
            <span>{connectScreenMessages.grantCameraPermission}</span>
          </button>
        </div>
      ) : null}
      {state === 'no-camera' ? <p className="qr-scanner-status">{gymTvMessages.noCamera}</p> : null}
    </div>
  );
}
