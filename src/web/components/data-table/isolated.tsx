import type { ReactNode } from "react";

/**
 * A cell's content, with text isolated (`<bdi>`): a name, city or university typed in Arabic
 * (issue 15) keeps its own direction and never reorders the text around it (a count, a badge, the
 * next cell read aloud). Elements (badges, links) are left as they are.
 */
export const isolated = (content: ReactNode): ReactNode =>
  typeof content === "string" && content !== "" ? <bdi>{content}</bdi> : content;
