import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString as nodeText } from 'mdast-util-to-string';

// Characters that may start Markdown syntax. Most diary entries have none, and they skip the
// parser: a year's digest reads thousands of entries and must stay fast.
const MAYBE_MARKDOWN = /[*_`#[\]<>|~\\]|^\s*(?:[-+]|\d+[.)])\s|^\s*(?:={3,}|-{3,})\s*$/m;
// "!" opens Markdown only as "![" (an image), which "[" above catches, yet diaries are full of
// exclamations. Such a text still goes to the parser unless the parser would give it back as
// is: paragraphs of single-spaced words, one blank line apart, with no "&" (an entity) and no NUL
// (the parser replaces it).
const PLAIN_PARAGRAPHS = /^[^\s&\0]+(?: [^\s&\0]+)*(?:\n\n[^\s&\0]+(?: [^\s&\0]+)*)*$/;

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
  if (MAYBE_MARKDOWN.test(markdown)) return parsedText(markdown);
  if (markdown.includes('!') && !PLAIN_PARAGRAPHS.test(markdown)) return parsedText(markdown);
  return markdown;
}

/** The parser's reading of any Markdown (plainText skips it where it would change nothing). */
export function parsedText(markdown: string): string {
  const blocks: string[] = [];
  collect(fromMarkdown(markdown), blocks);
  return blocks.join('\n\n');
}
