import { X } from 'lucide-react';
import { Dialog as Primitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export const Dialog = Primitive.Root;
export const DialogTrigger = Primitive.Trigger;
export const DialogClose = Primitive.Close;

/** The title and the optional description that name a dialog or a sheet to screen readers. */
function Heading({
  title,
  description,
  className,
  titleClassName,
}: {
  title: string;
  description?: string;
  className: string;
  titleClassName?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <Primitive.Title className={cn('font-semibold', titleClassName)}>{title}</Primitive.Title>
      {description && (
        <Primitive.Description className="text-sm text-muted-foreground">{description}</Primitive.Description>
      )}
    </div>
  );
}

/** A centred modal: traps focus, closes on Escape and on the close button. */
export function DialogContent({
  title,
  description,
  children,
  className,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Primitive.Portal>
      <Primitive.Overlay className="fixed inset-0 z-50 bg-black/40 backdrop-blur-[1px]" />
      <Primitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl border bg-card p-6 shadow-xl',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <Heading title={title} description={description} className="pr-8" titleClassName="text-lg" />
        {children}
        <Primitive.Close
          className="absolute top-4 right-4 rounded-md p-1 text-muted-foreground hover:bg-muted"
          aria-label="Close"
        >
          <X className="size-4" />
        </Primitive.Close>
      </Primitive.Content>
    </Primitive.Portal>
  );
}

const sheetSides = {
  left: 'inset-y-0 left-0 w-72 border-r',
  right: 'inset-y-0 right-0 w-96 border-l',
} as const;

/**
 * A panel along one edge: the sidebar's drawer on the left (the default), forms on the right.
 * Traps focus and closes on Escape like a dialog.
 */
export function SheetContent({
  title,
  description,
  side = 'left',
  closeLabel = side === 'left' ? 'Close menu' : 'Close',
  children,
}: {
  title: string;
  description?: string;
  side?: keyof typeof sheetSides;
  closeLabel?: string;
  children: ReactNode;
}) {
  return (
    <Primitive.Portal>
      <Primitive.Overlay className="fixed inset-0 z-50 bg-black/40" />
      <Primitive.Content
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cn(
          // Clear of a notch and the home indicator in the installed app.
          'fixed z-50 flex max-w-[85vw] flex-col overflow-y-auto bg-card pt-[env(safe-area-inset-top)] pb-[env(safe-area-inset-bottom)] shadow-xl',
          sheetSides[side],
        )}
      >
        <div className="flex items-start justify-between gap-3 border-b px-4 py-3">
          <Heading title={title} description={description} className="min-w-0" />
          <Primitive.Close
            className="flex size-11 items-center justify-center rounded-md text-muted-foreground hover:bg-muted sm:size-7"
            aria-label={closeLabel}
          >
            <X className="size-4" />
          </Primitive.Close>
        </div>
        {children}
      </Primitive.Content>
    </Primitive.Portal>
  );
}
