/**
 * Finds the numbers that would join a Latin word in a right-to-left text. The Unicode
 * bidirectional algorithm (UAX #9, rule W7) gives a European number the direction of the last
 * strong letter before it, across spaces and punctuation: in the Arabic "SPLE وSMLE وSDLE: 4 ساعات"
 * the "4" follows "SDLE", so it joins that left-to-right run and shows on the wrong side of it
 * ("…و4 SDLE: ساعات…"). A run between an isolate (FSI, LRI, RLI) and PDI, or inside `<bdi>`, is
 * neutral to its surroundings, so an isolated Latin word lets the number keep its place. A number
 * written against the word ("EX-26-7K3QF9", "H1N1") is part of it and is not reported.
 */

/** Isolated runs (control characters, or `<bdi>` in HTML), innermost first; each becomes a neutral WORD JOINER. */
const ISOLATED = /[\u2066-\u2068][^\u2066-\u2069]*\u2069|<bdi>[^<]*<\/bdi>/g;

/** A Latin letter, then only spaces and punctuation (at least one space), then an ASCII digit. */
const NUMBER_AFTER_LATIN = /[A-Za-z][A-Za-z0-9]*[^\p{L}\p{N}]*\s[^\p{L}\p{N}]*[0-9]+/gu;

/** The stretches of `text` where a number would join the Latin word before it (empty: none). */
export function numbersJoiningLatin(text: string): string[] {
  let plain = text;
  // Nested isolates: strip from the inside out.
  for (let before = ""; before !== plain; ) {
    before = plain;
    plain = plain.replace(ISOLATED, "\u2060");
  }
  return [...plain.matchAll(NUMBER_AFTER_LATIN)].map((match) => match[0]);
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" };

/**
 * The text an e-mail's HTML shows, as lines (a paragraph, a `Label: value` row, a `<br>`), with
 * each `<bdi>…</bdi>` turned back into FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE: the
 * isolation a reader of the HTML gets, in a form `numbersJoiningLatin` and text assertions can
 * read. The subject and plain text carry no isolate controls (docs/decisions/0017).
 */
export function htmlText(html: string): string {
  const body = html.replace(/^[\s\S]*?<body[^>]*>/, "").replace(/<\/body>[\s\S]*$/, "");
  return body
    .replaceAll("<bdi>", "\u2068")
    .replaceAll("</bdi>", "\u2069")
    .replaceAll("<br>", "\n")
    .replaceAll("</th><td>", ": ")
    .replaceAll("</tr>", "\n")
    .replaceAll("</p>", "\n\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name] ?? "")
    .replace(/\n\s*\n\s*/g, "\n\n")
    .trim();
}

/** The isolate controls LRI, RLI, FSI and PDI, none of which an e-mail's subject or plain text holds. */
export const ISOLATE_CONTROL = /[\u2066-\u2069]/;
