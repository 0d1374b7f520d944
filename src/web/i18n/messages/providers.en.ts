/**
 * English names of the controls Mantine draws unnamed inside the `AppProviders` layout (toasts,
 * dialogs, select lists; `accessible-names.ts`): loaded with that layout route (`handle`), so the
 * landing's shell does not carry them (decision 0005). See `en.ts` for the format.
 */
export const providersEn = {
  "close.notification": "Close notification",
  "close.dialog": "Close dialog",
  "close.other": "Close",
  // A select's scrolling list of options.
  "select.options": "Options",
};
