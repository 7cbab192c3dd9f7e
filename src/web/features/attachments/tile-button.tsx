import type { ComponentProps } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';

/** One of the small actions under an attachment (caption, delete, move, transcribe); never submits the entry. */
export function TileButton({
  className,
  ...props
}: Omit<ComponentProps<typeof Button>, 'type' | 'size' | 'variant'>) {
  return <Button type="button" size="sm" variant="ghost" className={cn('px-2', className)} {...props} />;
}
