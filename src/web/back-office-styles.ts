/**
 * Mantine stylesheets used only by the forms and the back office (inside the `AppProviders` layout),
 * so that the public marketing pages do not download them (docs/decisions/0005). The shared ones
 * are in `mantine-styles.ts`; `mantine-styles.test.ts` checks the two files together.
 */
import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/CheckboxIndicator.css";
import "@mantine/core/styles/Menu.css";
import "@mantine/core/styles/Tooltip.css";
import "@mantine/core/styles/Timeline.css";
import "@mantine/core/styles/NumberInput.css";
import "@mantine/core/styles/Fieldset.css";
import "@mantine/core/styles/Tabs.css";
import "@mantine/core/styles/Affix.css";
import "@mantine/core/styles/Indicator.css";
import "@mantine/core/styles/Code.css";
import "@mantine/core/styles/SegmentedControl.css";
