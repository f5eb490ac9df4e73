interface LogoMarkProps {
  size?: number;
  className?: string;
}

/** The Level Up mark: two rising chevrons over a bar, drawn inline so no asset is fetched. */
export function LogoMark({ size = 56, className }: LogoMarkProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="2" y="2" width="60" height="60" rx="16" fill="var(--color-brand)" />
      <path
        d="M17 33 L32 19 L47 33"
        fill="none"
        stroke="#fff"
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M21 44 L32 34 L43 44"
        fill="none"
        stroke="#fff"
        strokeOpacity="0.7"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="18" y="49" width="28" height="5" rx="2.5" fill="#fff" fillOpacity="0.9" />
    </svg>
  );
}
