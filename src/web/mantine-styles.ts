/**
 * Mantine's stylesheets for the components this app uses, instead of the whole 250 kB `styles.css`:
 * it blocks the first paint of every page (Lighthouse's render-blocking audit). Dependencies come
 * before the components that build on them, as Mantine's docs ask. A component added to the app
 * needs its stylesheet here; `mantine-styles.test.ts` checks none is missing.
 */
import "@mantine/core/styles/baseline.css";
import "@mantine/core/styles/default-css-variables.css";
import "@mantine/core/styles/global.css";
import "@mantine/core/styles/UnstyledButton.css";
import "@mantine/core/styles/VisuallyHidden.css";
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/Loader.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Flex.css";
import "@mantine/core/styles/Center.css";
import "@mantine/core/styles/Container.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Grid.css";
import "@mantine/core/styles/Divider.css";
import "@mantine/core/styles/Text.css";
import "@mantine/core/styles/Anchor.css";
import "@mantine/core/styles/Title.css";
import "@mantine/core/styles/Image.css";
import "@mantine/core/styles/List.css";
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/ThemeIcon.css";
import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/ActionIcon.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Burger.css";
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/Drawer.css";
import "@mantine/core/styles/NavLink.css";
import "@mantine/core/styles/Pagination.css";
import "@mantine/core/styles/PasswordInput.css";
import "@mantine/core/styles/Progress.css";
import "@mantine/core/styles/Radio.css";
import "@mantine/core/styles/Switch.css";
import "@mantine/core/styles/Skeleton.css";
import "@mantine/core/styles/Stepper.css";
import "@mantine/core/styles/Table.css";
import "@mantine/core/styles/LoadingOverlay.css";
import "@mantine/core/styles/Notification.css";
