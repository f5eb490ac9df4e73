import { useEffect, useRef, useState } from 'react';
import { lazyModule } from '@/lib/lazy-module';

interface QrImageProps {
  /** The text the code encodes. */
  value: string;
  alt: string;
  className?: string;
  /** Called once the image is ready (or null when the value could not be encoded). */
  onReady?: (ready: boolean) => void;
}

/**
 * The encoder is its own chunk. A screen whose first paint is a code starts fetching it as its
 * route loads (`qrEncoder.load()`), alongside whatever the code waits for; any other screen
 * fetches it with the first code it draws.
 */
export const qrEncoder = lazyModule(() => import('qrcode'));

/** A QR code drawn as SVG, so it stays sharp at any size on a big screen. */
export function QrImage({ value, alt, className, onReady }: QrImageProps) {
  const [svg, setSvg] = useState<{ value: string; src: string } | null>(null);
  const ready = useRef(onReady);
  ready.current = onReady;
  useEffect(() => {
    let cancelled = false;
    qrEncoder
      .load()
      .then(({ default: QRCode }) =>
        QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
      )
      .then(
        (markup) => {
          if (cancelled) return;
          setSvg({ value, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}` });
          ready.current?.(true);
        },
        () => {
          if (!cancelled) ready.current?.(false);
        },
      );
    return () => {
      cancelled = true;
    };
  }, [value]);
  if (!svg || svg.value !== value) return null;
  return <img className={className} src={svg.src} alt={alt} />;
}
