import type { ButtonHTMLAttributes } from 'react';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'default' | 'primary' | 'danger' | 'ghost';
  /** Disables the button and shows busyLabel while a request runs. */
  busy?: boolean;
  busyLabel?: string;
}

export function Button({
  variant = 'default',
  busy,
  busyLabel,
  disabled,
  children,
  className,
  ...rest
}: ButtonProps) {
  const classes = ['button', variant !== 'default' ? variant : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <button
      type="button"
      {...rest}
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
