/**
 * A band of a page far below the first screen: the browser skips its style and layout (CSS
 * `content-visibility: auto`) until it comes near the viewport, and keeps its room meanwhile.
 *
 * The prerendered HTML arrives in pieces, and the browser styles and lays out each piece as it parses it: on a
 * phone, the lower half of /r-training (its bands after the plans, hundreds of elements) cost a task of
 * 110-190 ms at 4.5x right after the first paint, for parts nobody sees yet. Skipped, they cost that when the
 * visitor scrolls to them, a band at a time. Their text stays in the page, for search in the page, the
 * accessibility tree and search engines alike.
 *
 * `estimate` is the band's usual height, in px, on a phone (`xs`) and from `md` up: the room it keeps until it
 * has been laid out once (the browser remembers its size after that, the `auto` in `contain-intrinsic-size`).
 * An estimate off by some hundred pixels costs nothing visible: the band is out of sight when it takes its
 * real size, and the browser keeps what the visitor reads in place (scroll anchoring).
 *
 * Only for bands below the fold on every screen and below any anchor a page links to (an anchor's place is
 * worked out from the sizes above it), and only in the middle of a page's HTML. In the traces, the bands of
 * /r-training's middle were skipped from the first layout on; the footer, the last thing the HTML holds, was
 * styled and laid out once more when the browser came to skip it, at the end of parsing, after the first
 * paint (85 elements, 30-90 ms at 4.5x): more than skipping it saved, so the footer does without. The
 * webinars' lists, which the app inserts in place of their skeletons, had it for one measurement that showed
 * no gain, and do without as well.
 */
export type FoldEstimate = { xs: number; md: number };

export const belowTheFold = ({ xs, md }: FoldEstimate) =>
  ({
    contentVisibility: 'auto',
    containIntrinsicBlockSize: { xs: `auto ${xs}px`, md: `auto ${md}px` },
  }) as const;
