/** How far the page must move, in pixels, before the header hides (down) or shows again (up). */
export const HEADER_TOLERANCE = { up: 5, down: 0 } as const;

/**
 * Whether the header is visible after the page scrolled from `previousY` to `y`: it hides on scroll down,
 * shows on scroll up, and always shows near the top of the page.
 */
export function nextHeaderVisibility(
  previousY: number,
  y: number,
  visible: boolean,
  headerHeight = 64,
): boolean {
  if (y <= headerHeight) return true;
  const delta = y - previousY;
  if (delta > HEADER_TOLERANCE.down) return false;
  if (-delta > HEADER_TOLERANCE.up) return true;
  return visible;
}
