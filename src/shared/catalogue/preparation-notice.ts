/**
 * The preparation-materials notice of a regulator's page (docs/product.md §1, §13 "The catalogue")
 * before staff change it: what the build's pages show and the catalogue's import stored (decision
 * 0034), plain text, `{code}` the regulator's code. Not in the pages' message catalogues: the page
 * shows the loader's text (decision 0035), so the browser never needs these.
 */
const PREPARATION_NOTICE = {
  en: "Please note: we do not sell or endorse any exam preparation materials. For eligibility rules and exam content, follow the official guidance of the {code}.",
  ar: "يرجى الملاحظة: لا نبيع أي مواد للتحضير للاختبارات ولا نوصي بها. لمعرفة شروط الأهلية ومحتوى الاختبار، اتبع الإرشادات الرسمية لـ {code}.",
} as const;

/** The notice of regulator `code`'s page in `language`, as the catalogue stores it. */
export const preparationNotice = (language: "en" | "ar", code: string): string =>
  PREPARATION_NOTICE[language].replaceAll("{code}", code);
