import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { Spinner } from './spinner.tsx';

const variants = {
  default: 'bg-primary text-primary-foreground hover:bg-primary/90 shadow-sm',
  secondary: 'bg-muted text-foreground hover:bg-muted/70',
  outline: 'border bg-card hover:bg-muted',
  ghost: 'hover:bg-muted',
  destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90 shadow-sm',
  link: 'text-primary underline-offset-4 hover:underline px-0',
} as const;

// Mobile first: on a phone every button is at least 44x44 px (a thumb's target); from the sm
// breakpoint (640 px, a pointer more likely) the denser sizes apply.
const sizes = {
  sm: 'h-11 px-3 text-sm sm:h-8',
  md: 'h-11 px-4 text-sm sm:h-10',
  lg: 'h-12 px-6 text-base',
  icon: 'size-11 sm:size-10',
} as const;

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the child element (a link, say) with the button's look. */
  asChild?: boolean;
}

export function Button({ variant = 'default', size = 'md', asChild, className, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      className={cn(
        'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-lg font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4',
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  );
}

/** A link to a page of the app, with a button's look. */
export function ButtonLink({
  to,
  state,
  children,
  ...button
}: Pick<LinkProps, 'to' | 'state'> & Pick<ButtonProps, 'variant' | 'size' | 'className' | 'children'>) {
  return (
    <Button asChild {...button}>
      <Link to={to} state={state}>
        {children}
      </Link>
    </Button>
  );
}

/** A form's submit button: while `pending`, disabled, with a spinner and `pendingLabel` for its label. */
export function SubmitButton({
  pending,
  pendingLabel,
  disabled,
  children,
  ...props
}: Omit<ButtonProps, 'type'> & { pending: boolean; pendingLabel: string }) {
  return (
    <Button type="submit" disabled={pending || disabled} {...props}>
      {pending && <Spinner className="text-current" />}
      {pending ? pendingLabel : children}
    </Button>
  );
}
