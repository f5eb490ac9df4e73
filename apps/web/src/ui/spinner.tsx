interface SpinnerProps {
  /** Announced to assistive technology; omit when a visible label already says it. */
  label?: string;
  size?: 'small' | 'large';
}

export function Spinner({ label, size = 'small' }: SpinnerProps) {
  const wheel = <span className={`spinner spinner-${size}`} aria-hidden="true" />;
  if (!label) return wheel;
  return (
    <span role="status">
      {wheel}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
