import type { SVGProps } from 'react';

/** A 22 px icon of one path stroked in the text colour, hidden from screen readers. */
export function StrokeIcon(path: SVGProps<SVGPathElement>) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path stroke="currentColor" {...path} />
    </svg>
  );
}
