/**
 * A regulator's preparation-materials notice as the catalogue stores it (docs/product.md §13 "The
 * catalogue", decision 0034): plain text, the message's `<0>` markup dropped, the regulator's code
 * in place of `{code}`, no bidi isolates (the text rule).
 */
export const preparationNotice = (message: string, code: string): string =>
  message
    .replace(/<\/?0>/g, "")
    .replaceAll("{code}", code)
    .replace(/[\u2066-\u2069]/g, "");
