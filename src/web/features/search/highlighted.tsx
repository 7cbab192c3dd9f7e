import type { Highlight } from '../../../shared/schemas/search.ts';

/** Text with the matched words marked; every piece is rendered as text, never as markup. */
export function Highlighted({ pieces }: { pieces: Highlight }) {
  return (
    <>
      {pieces.map((piece, i) =>
        piece.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: pieces are positional and never reorder.
          <mark key={i} className="rounded-sm bg-amber-200/70 text-inherit dark:bg-amber-400/30">
            {piece.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <span key={i}>{piece.text}</span>
        ),
      )}
    </>
  );
}
