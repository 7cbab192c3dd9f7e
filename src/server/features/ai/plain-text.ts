import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString as nodeText } from 'mdast-util-to-string';

// Characters that may start Markdown syntax. Most diary entries have none, and they skip the
// parser: a year's digest reads thousands of entries and must stay fast.
const MAYBE_MARKDOWN = /[*_`#[\]!<>|~\\]|^\s*(?:[-+]|\d+[.)])\s|^\s*(?:={3,}|-{3,})\s*$/m;

// Blocks whose text is read as one run of prose; everything else is a container of blocks.
const TEXT_BLOCKS = new Set(['paragraph', 'heading', 'tableCell']);

function collect(node: Nodes, out: string[]): void {
  if (TEXT_BLOCKS.has(node.type)) {
    // Images say nothing in prose (their alt text is a label, not the writer's sentence).
    const text = nodeText(node, { includeImageAlt: false }).replace(/\s+/g, ' ').trim();
    if (text) out.push(text);
    return;
  }
  // Code and raw HTML are not the writer's prose.
  if (node.type === 'code' || node.type === 'html') return;
  if ('children' in node) for (const child of node.children) collect(child as Nodes, out);
}

/**
 * An entry's Markdown as the plain text a reader sees: no `**`, `_`, images, link targets,
 * heading or list markers. Each block (paragraph, heading, list item) becomes its own paragraph,
 * so sentences never run across them. Quotes and summaries are taken from this text, so each is
 * an exact substring of `plainText(entry.content)`.
 */
export function plainText(markdown: string): string {
  if (!MAYBE_MARKDOWN.test(markdown)) return markdown;
  const blocks: string[] = [];
  collect(fromMarkdown(markdown), blocks);
  return blocks.join('\n\n');
}
