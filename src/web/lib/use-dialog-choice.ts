import { useState } from "react";

/**
 * The card whose detail dialog is open (`selected`, null when closed), and whether the dialog has
 * been wanted yet (`loaded`): a public page loads its dialog's code at the first opening only (the
 * pages' JS budget, decision 0005), then keeps it mounted so it can animate out after `close`.
 */
export function useDialogChoice<T>() {
  const [selected, setSelected] = useState<T | null>(null);
  const [loaded, setLoaded] = useState(false);
  const open = (item: T) => {
    setLoaded(true);
    setSelected(item);
  };
  return { selected, loaded, open, close: () => setSelected(null) };
}
