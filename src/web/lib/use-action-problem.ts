import { useState } from "react";

/**
 * The problem line of an action outside a form (a selection bar's "Apply", "Book selected"): the
 * message of the last refusal, cleared when the action goes ahead. `check(ok, message)` shows
 * `message` and answers false when `ok` is false, else clears the line and answers true.
 */
export function useActionProblem() {
  const [problem, setProblem] = useState<string | null>(null);
  const check = (ok: boolean, message: string) => {
    setProblem(ok ? null : message);
    return ok;
  };
  return { problem, setProblem, check };
}
