/** Up to two initials for an avatar without a picture: first and last word of the name, else the e-mail. */
export function initialsOf({ name, email }: { name: string; email: string }): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letters = first ? [first, last].map((word) => (word ? Array.from(word)[0] : '')).join('') : '';
  if (letters) return letters.toUpperCase();
  const fromEmail = Array.from(email.trim())[0];
  return fromEmail ? fromEmail.toUpperCase() : '?';
}
