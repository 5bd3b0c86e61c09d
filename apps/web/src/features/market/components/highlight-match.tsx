/** Splits `text` around every case-insensitive occurrence of `keyword`, marking the matches. */
export function splitMatches(text: string, keyword: string): { text: string; match: boolean }[] {
  const needle = keyword.trim().toLowerCase();
  if (needle === "") return [{ text, match: false }];
  const parts: { text: string; match: boolean }[] = [];
  const haystack = text.toLowerCase();
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}

/** `text` with the searched keyword in bold (SPEC.md section 2, company search). */
export function HighlightMatch({ text, keyword }: { text: string; keyword: string }) {
  return (
    <>
      {splitMatches(text, keyword).map((part, i) =>
        part.match ? <b key={i}>{part.text}</b> : <span key={i}>{part.text}</span>,
      )}
    </>
  );
}
