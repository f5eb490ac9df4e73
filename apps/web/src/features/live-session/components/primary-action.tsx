/** A panel dialog's main action button, beside its Cancel. */
export function PrimaryAction({
  disabled,
  onClick,
  children,
}: {
  disabled?: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <button type="button" className="btn btn-primary" disabled={disabled} onClick={onClick}>
      <span>{children}</span>
    </button>
  );
}
