import { type ComponentProps, forwardRef } from "react";
import { Link } from "react-router";

type ButtonVariant = "primary" | "secondary" | "ghost" | "inverse" | "inverse-outline" | "danger";
type ButtonSize = "md" | "lg" | "sm";

// One line where there is room; on a phone a label longer than its column wraps instead of
// widening the column, and with it the page (a 360 px screen has about 280 px inside a card).
const base =
  "inline-flex items-center justify-center gap-2 rounded-[var(--radius-control)] text-center font-semibold transition-colors duration-200 ease-out focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 whitespace-nowrap max-sm:whitespace-normal";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-primary text-white hover:bg-primary-hover",
  secondary: "border border-line bg-surface text-ink hover:border-primary hover:text-primary",
  ghost: "text-ink hover:bg-surface-alt",
  inverse: "bg-white text-ink hover:bg-primary-tint",
  // The secondary action on night bands (closing calls to action).
  "inverse-outline": "border border-white/40 text-white hover:border-white hover:bg-white/10",
  danger: "bg-danger text-white hover:opacity-90",
};

const sizes: Record<ButtonSize, string> = {
  sm: "min-h-9 px-3 text-sm",
  md: "min-h-11 px-5 text-base",
  lg: "min-h-12 px-6 text-lg",
};

export function buttonClass(
  variant: ButtonVariant = "primary",
  size: ButtonSize = "md",
  extra = "",
) {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

type ButtonProps = ComponentProps<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Not available for now (while what it started is under way), yet kept focusable: a button
   * made `disabled` under the keyboard's focus drops that focus to the page, and the visitor
   * who pressed it has to find their place again. Its presses do nothing meanwhile.
   */
  unavailable?: boolean;
};

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = "primary",
    size = "md",
    className = "",
    type = "button",
    unavailable,
    onClick,
    ...props
  },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClass(variant, size, className)}
      aria-disabled={unavailable || undefined}
      onClick={unavailable ? (event) => event.preventDefault() : onClick}
      {...props}
    />
  );
});

type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: ButtonVariant; size?: ButtonSize };

export function ButtonLink({
  variant = "primary",
  size = "md",
  className = "",
  ...props
}: ButtonLinkProps) {
  return <Link className={buttonClass(variant, size, className)} {...props} />;
}
