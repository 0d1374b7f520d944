/**
 * Catalogue text as an Arabic page shows it (decision 0034, "Stored text follows the text rule"):
 * stored text carries no bidi isolates, so a page that shows an Arabic catalogue text isolates each
 * Latin code followed by a number ("SDLE: 4 ساعات"), or the number joins the code's
 * left-to-right run and shows on its wrong side (decision 0011).
 */

/** A Latin word (not already isolated), when only spaces and punctuation (a space among them) separate it from a digit. */
const CODE_BEFORE_NUMBER =
  /(?<![A-Za-z0-9\u2068])[A-Za-z][A-Za-z0-9]*(?=[^\p{L}\p{N}]*\s[^\p{L}\p{N}]*[0-9])/gu;

/** `text` with every Latin code that a number follows isolated (FSI … PDI); a text without one unchanged. */
export const isolateCodes = (text: string): string => text.replace(CODE_BEFORE_NUMBER, "\u2068$&\u2069");
