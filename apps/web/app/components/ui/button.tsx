import type { ButtonHTMLAttributes, Ref } from "react";
import { cn } from "../../lib/cn";
import { FOCUS_RING } from "./focus-ring";
import { Spinner } from "./spinner";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-indigo-600 text-white shadow-sm hover:bg-indigo-700",
  secondary: "border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50",
  ghost: "text-slate-700 hover:bg-slate-100",
  danger: "bg-red-600 text-white shadow-sm hover:bg-red-700",
};

// Disabled reads as unavailable (grey) but stays legible; a busy button keeps its colour instead (see Button).
const DISABLED =
  "disabled:cursor-not-allowed disabled:border-slate-200 disabled:bg-slate-200 disabled:text-slate-600 disabled:shadow-none";

const SIZES: Record<ButtonSize, string> = {
  sm: "h-8 gap-1.5 px-3 text-sm",
  md: "h-10 gap-2 px-4 text-sm",
  lg: "h-12 gap-2 px-6 text-base",
};

/**
 * Classes of a button, for links that must look like one (`<Link className={buttonClassName()}>`).
 */
export function buttonClassName(
  variant: ButtonVariant = "primary",
  size: ButtonSize = "md",
  className?: string,
) {
  return cn(
    "inline-flex items-center justify-center rounded-md font-medium transition-colors",
    FOCUS_RING,
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Disables the button and shows a spinner; `loadingLabel` replaces the text (e.g. 'Signing in...'). */
  loading?: boolean;
  loadingLabel?: string;
  /** For a button focus must be able to return to (e.g. the one that opened a dialog). */
  ref?: Ref<HTMLButtonElement>;
}

/** The app's button. Type defaults to "button" so it never submits a form by accident. */
export function Button({
  variant = "primary",
  size = "md",
  loading = false,
  loadingLabel,
  className,
  disabled,
  children,
  type = "button",
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName(variant, size, cn(loading ? "cursor-wait opacity-90" : DISABLED, className))}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner className="size-4" /> : null}
      {loading && loadingLabel ? loadingLabel : children}
    </button>
  );
}
