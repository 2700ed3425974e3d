/** "priya sharma" -> "Priya Sharma": the first letter of every word (also after a hyphen) in capitals. */
export function capitaliseName(name: string): string {
  return name
    .trim()
    .replace(/\s+/g, ' ')
    .replace(
      /(^|[\s-])(\p{L})/gu,
      (_match, boundary: string, letter: string) => boundary + letter.toUpperCase(),
    );
}
