/**
 * A band of a page far below the first screen: the browser skips its style and layout (CSS
 * `content-visibility: auto`) until it comes near the viewport, and keeps its room meanwhile. Its text stays
 * in the page, for search in the page, the accessibility tree and search engines.
 *
 * `estimate` is the band's usual height, in px, on a phone (`xs`) and from `md` up: the room it keeps until it
 * has been laid out once (`auto` in `contain-intrinsic-size` keeps its real size after that). An estimate off
 * by some hundred pixels costs nothing visible: the band is out of sight when it takes its real size, and
 * scroll anchoring keeps what the visitor reads in place.
 *
 * Only for bands in the middle of a page's HTML, below the fold on every screen and below any anchor a page
 * links to (an anchor's place is worked out from the sizes above it). Not for the footer: the last thing the
 * HTML holds, it would be styled and laid out once more when the browser came to skip it, at the end of
 * parsing, which costs more than skipping saves.
 */
export type FoldEstimate = { xs: number; md: number };

/** The styles that make a band wait for the viewport (above). */
export const belowTheFold = ({ xs, md }: FoldEstimate) =>
  ({
    contentVisibility: 'auto',
    containIntrinsicBlockSize: { xs: `auto ${xs}px`, md: `auto ${md}px` },
  }) as const;
