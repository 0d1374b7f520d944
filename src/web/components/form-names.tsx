import { Outlet } from "react-router";
import { NamedControls, namedControlsHandle } from "#web/components/named-controls.tsx";

/** The names of Mantine's unnamed controls, in both languages (the Arabic forms use this layout too). */
export const handle = namedControlsHandle;

/**
 * Layout route around the public contact forms (docs/product.md §5): Mantine's close buttons and
 * option lists named in the page's language (`accessibleNamesTheme`), as inside `AppProviders`, but
 * without the query cache, toasts and confirm dialogs these forms do not use, which every one of
 * their visitors downloaded (decision 0005, every public page within its budget).
 */
export default function FormNames() {
  return (
    <NamedControls>
      <Outlet />
    </NamedControls>
  );
}
