import { Eye, PencilLine } from 'lucide-react';
import type { ComponentProps } from 'react';
import { ENTRY_LIMITS } from '../../../shared/schemas/entries.ts';
import { FieldError, Label, Textarea } from '../../components/ui/input.tsx';
import { MarkdownText } from '../../components/ui/markdown.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { cn } from '../../lib/cn.ts';

/** The counter appears once the text is this close to the limit; below it, it is only noise. */
const COUNTER_FROM = ENTRY_LIMITS.content * 0.9;

/**
 * The entry's Markdown: a Write tab with the textarea and a Preview tab rendered by the same safe
 * renderer as the detail page, so what is previewed is what will be shown.
 */
export function ContentField({
  value,
  error,
  textarea,
}: {
  value: string;
  error?: string;
  textarea: ComponentProps<'textarea'>;
}) {
  const length = value.length;
  const over = length > ENTRY_LIMITS.content;
  const describedBy = [error ? 'content-error' : null, length >= COUNTER_FROM ? 'content-count' : null]
    .filter(Boolean)
    .join(' ');
  return (
    <Tabs defaultValue="write" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label htmlFor="entry-content">Content</Label>
        <TabsList aria-label="Write or preview">
          <TabsTrigger value="write">
            <PencilLine aria-hidden />
            Write
          </TabsTrigger>
          <TabsTrigger value="preview">
            <Eye aria-hidden />
            Preview
          </TabsTrigger>
        </TabsList>
      </div>
      {/* Kept mounted while previewing, so the textarea keeps its undo history and scroll position. */}
      <TabsContent value="write" forceMount className="flex flex-col gap-1.5 data-[state=inactive]:hidden">
        <Textarea
          id="entry-content"
          rows={12}
          placeholder="What happened? How did it feel? Markdown works: **bold**, _italic_, lists, [links](https://example.com)."
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className="min-h-72 resize-y font-[inherit] leading-relaxed"
          {...textarea}
        />
      </TabsContent>
      <TabsContent
        value="preview"
        aria-label="Preview"
        className="min-h-72 rounded-lg border bg-card px-4 py-2"
        data-testid="content-preview"
      >
        {value.trim() ? (
          <MarkdownText text={value} />
        ) : (
          <p className="py-2 text-sm text-muted-foreground">Nothing to preview yet.</p>
        )}
      </TabsContent>
      {length >= COUNTER_FROM && (
        <p
          id="content-count"
          className={cn(
            'text-right text-xs tabular-nums',
            over ? 'text-destructive' : 'text-muted-foreground',
          )}
        >
          {length.toLocaleString('en-US')} / {ENTRY_LIMITS.content.toLocaleString('en-US')} characters
        </p>
      )}
      <FieldError id="content-error" message={error} />
    </Tabs>
  );
}
