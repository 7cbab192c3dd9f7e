import Markdown, { type Components } from 'react-markdown';
import { cn } from '../../lib/cn.ts';

const SAFE_PROTOCOL = /^(https?:|mailto:)/i;

/** Only web and mail links survive; `javascript:` and friends become plain text. */
function safeUrl(url: string): string {
  return SAFE_PROTOCOL.test(url.trim()) ? url : '';
}

const components: Components = {
  a: ({ href, children }) =>
    href ? (
      <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="text-primary underline">
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  // Images in an entry would load from anywhere and track the reader: show their alt text instead.
  img: ({ alt }) => <span className="text-muted-foreground">[image{alt ? `: ${alt}` : ''}]</span>,
};

/**
 * Entry content as Markdown. Raw HTML in the text is never rendered (react-markdown escapes it
 * unless told otherwise, and we never tell it), so `<script>` or `onerror=` stay inert text.
 */
export function MarkdownText({ text, className }: { text: string; className?: string }) {
  return (
    <div
      className={cn(
        'max-w-none break-words text-[15px] leading-relaxed [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_blockquote]:text-muted-foreground [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_h1]:text-xl [&_h1]:font-semibold [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_p]:my-2 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-muted [&_pre]:p-3 [&_ul]:list-disc',
        className,
      )}
    >
      <Markdown components={components} urlTransform={safeUrl} skipHtml>
        {text}
      </Markdown>
    </div>
  );
}
