/**
 * A part of a page far below the first screen: the browser skips its style and layout (CSS
 * `content-visibility: auto`) until it comes near the viewport, and keeps its room meanwhile.
 *
 * The prerendered HTML arrives in pieces, and the browser styles and lays out each piece as it parses it: on a
 * phone, the lower half of a long page (its later sections and the footer, hundreds of elements) cost a task of
 * 100-200 ms right after the first paint, for parts nobody sees yet. Skipped, they cost that when the visitor
 * scrolls to them, a part at a time. Their text stays in the page, for search in the page, the accessibility
 * tree and search engines alike.
 *
 * `estimate` is the part's usual height, in px, on a phone (`xs`) and from `md` up: the room it keeps until it
 * has been laid out once (the browser remembers its size after that, the `auto` in `contain-intrinsic-size`).
 * An estimate off by some hundred pixels costs nothing visible: the part is out of sight when it takes its
 * real size, and the browser keeps what the visitor reads in place (scroll anchoring).
 *
 * Only for parts below the fold on every screen and below any anchor a page links to (an anchor's place is
 * worked out from the sizes above it), and only for parts the page's HTML holds well before its end. The
 * browser decides to skip a part after it has laid it out once: for the bands of a page's middle that is
 * before the first paint, but the footer (the last thing parsed) was styled and laid out once more when it
 * was skipped, at the end of parsing, after the first paint (85 elements: 30-90 ms at 4.5x, more than it
 * saved). A part the app inserts later (a list replacing its skeleton) would pay the same in that commit.
 */
export type FoldEstimate = { xs: number; md: number };

export const belowTheFold = ({ xs, md }: FoldEstimate) =>
  ({
    contentVisibility: 'auto',
    containIntrinsicBlockSize: { xs: `auto ${xs}px`, md: `auto ${md}px` },
  }) as const;
