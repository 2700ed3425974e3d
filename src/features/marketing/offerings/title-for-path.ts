/** Looks a title up by path, ignoring case and a trailing slash (route matching is case-insensitive). */
export function titleForPath(titles: Record<string, string>, pathname: string): string | undefined {
  const wanted = pathname.replace(/\/+$/, '').toLowerCase();
  return Object.entries(titles).find(([path]) => path.toLowerCase() === wanted)?.[1];
}
