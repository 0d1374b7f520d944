import type { ReactNode } from "react";
import { safeDisplayText, type TextLines } from "#shared/kit/text-rule.ts";

/**
 * A cell's content, with text isolated (`<bdi>`): a name, city or university typed in Arabic
 * (decision 0011) keeps its own direction and never reorders the text around it (a count, a badge, the
 * next cell read aloud). Text saved before the text rule (decision 0017) is shown safely as well
 * (`safeDisplayText`): without bidi controls or zero-width characters (`Ann\u202Egnp.exe` reads
 * "Anngnp.exe", not "Annexe.png") and with its line breaks as spaces. Elements (badges, links) are
 * left as they are.
 */
export const isolated = (content: ReactNode): ReactNode =>
  typeof content === "string" && content !== "" ? <bdi>{safeDisplayText(content)}</bdi> : content;

/**
 * Text a person typed (a name, an address, a message), as a staff page shows it: isolated and safe
 * as {@link isolated}; `lines: "multi"` keeps the line breaks of a message or a note (show it in an
 * element with `white-space: pre-wrap`). Null and "" show nothing.
 */
export function UserText({ value, lines = "one" }: { value: string | null | undefined; lines?: TextLines }) {
  return value ? <bdi>{safeDisplayText(value, lines)}</bdi> : null;
}
