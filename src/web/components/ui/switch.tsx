import { Switch as Primitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * An on/off toggle (role="switch"); pair it with a Label whose htmlFor is its id. On a phone the
 * button is 44 px tall around its track, a thumb's target; from the sm breakpoint it is the track.
 */
export function Switch({ className, ...props }: ComponentProps<typeof Primitive.Root>) {
  return (
    <Primitive.Root
      className={cn(
        'group peer inline-flex h-11 w-11 shrink-0 cursor-pointer items-center rounded-full disabled:cursor-not-allowed disabled:opacity-50 sm:h-6',
        className,
      )}
      {...props}
    >
      <span className="inline-flex h-6 w-11 items-center rounded-full border-2 border-transparent bg-muted-foreground/30 transition-colors group-data-[state=checked]:bg-primary">
        <Primitive.Thumb className="pointer-events-none block size-5 rounded-full bg-card shadow-sm transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
      </span>
    </Primitive.Root>
  );
}
