import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, loadEnv } from "vite";
import { buildBrand } from "./scripts/brand-build.ts";
import { compiledCatalogs } from "./scripts/lingui-catalogs.ts";
import { type ModuleFacts, usedModules } from "./scripts/shell-chunk.ts";
import { PAGE_POLICY } from "./src/shared/access/policy.ts";
import routes from "./src/web/routes.ts";

/**
 * What every page runs: React Router's default client entry (we have no `entry.client.tsx`) and
 * the root route (header, footer, providers).
 */
const SHELL_STARTS = [
  path.resolve("src/web/root.tsx"),
  path.resolve("node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx"),
];
/**
 * Small helpers nearly every public page imports (its `meta`, its disabled-until-hydrated form):
 * in the shell they cost every page a few hundred bytes instead of pulling the `landing` group
 * into `/404`, `/about` and the course pages (decision 0005).
 */
const SHELL_EXTRAS = [
  path.resolve("src/web/lib/page-meta.ts"),
  path.resolve("src/web/components/hydrated-fieldset.tsx"),
];
const LANDING_PAGE = path.resolve("src/web/features/home/home-page.tsx");
/**
 * The public pages that share some of the landing's modules (cards, badges, lists) but not its
 * form: what they use stays out of `landing` and is split by Rolldown with the routes that share
 * it, so they no longer load the login form's inputs (decision 0005).
 */
const CONTENT_PAGES = [
  "features/about/about-page.tsx",
  "features/courses/hr-programs-page.tsx",
  "features/courses/pmp-programs-page.tsx",
  "features/courses/supply-chain-programs-page.tsx",
  "features/regulators/regulator-page.tsx",
].map((file) => path.resolve("src/web", file));
/** The landing's own modules stay in its route chunk: no other page needs them. */
const LANDING_OWN = `${path.resolve("src/web/features/home")}${path.sep}`;
/** Message catalogues go with the routes that carry them (decision 0011), never into `landing`. */
const CATALOGS = `${path.resolve("src/web/i18n/messages")}${path.sep}`;

/** Every route's module file with its full path pattern (layouts add no segment). */
function routeFiles(list: typeof routes, parent = ""): { file: string; path: string }[] {
  return list.flatMap((route) => {
    const full = route.path ? `${parent}/${route.path}` : parent;
    return [
      { file: path.resolve("src/web", route.file), path: full || "/" },
      ...routeFiles((route.children ?? []) as typeof routes, full),
    ];
  });
}
/**
 * The two Mantine Combobox parts that native selects use (the chevron, the option parsing): the
 * public exam filters and the staff screens both need them, and without a group of their own the
 * `back-office` group took them along as its members' dependencies, so the regulator pages loaded
 * that whole group (floating-ui and all) up front (tests/e2e/regulator-pages.spec.ts).
 */
const NATIVE_SELECT_PARTS =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Combobox[\\/](ComboboxChevron|get-parsed-combobox-data)[\\/]/;
/**
 * Small Mantine parts the public pages load together or not at all, one chunk each instead of
 * 2–6 (decision 0005, "Closer to 160 kB"): each file is a request, and each answer carries ~4 kB
 * of headers. The text input with its input, base, clear button and hooks (the landing, `/login`,
 * the regulator pages, the contact forms); badge and paper (the landing, the course and regulator
 * pages); card and image (the landing and the course pages).
 */
const PART_GROUPS: readonly [string, RegExp][] = [
  [
    "text-input",
    /[\\/]@mantine[\\/](core[\\/]esm[\\/]components[\\/](Input|InputBase|CloseButton|TextInput)|hooks[\\/]esm[\\/]use-id|core[\\/]esm[\\/]core[\\/]styles-api[\\/]use-resolved-styles-api)[\\/]/,
  ],
  ["badge-paper", /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Badge|Paper)[\\/]/],
  ["card", /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Card|Image)[\\/]/],
];
const STAFF_PATTERNS = new Set(Object.keys(PAGE_POLICY).map((pattern) => pattern.toLowerCase()));
const ROUTE_FILES = routeFiles(routes);
/** The staff pages' route modules (`PAGE_POLICY`), and every other route's. */
const STAFF_ROUTES = ROUTE_FILES.filter((r) => STAFF_PATTERNS.has(r.path.toLowerCase())).map((r) => r.file);
const OTHER_ROUTES = ROUTE_FILES.filter((r) => !STAFF_ROUTES.includes(r.file)).map((r) => r.file);

type Facts = { getModuleInfo(id: string): ModuleFacts | null };

/**
 * The modules of `set` whose imports all stay within it or the shell and landing groups: a group
 * takes its modules' dependencies along (Rolldown's default), so one whose imports reach shared
 * code (the wizard's schemas, the query cache) stays out, or it would drag that code with it.
 */
function closedUnder(set: Set<string>, ctx: Facts): Set<string> {
  const closed = new Set(set);
  for (let changed = true; changed; ) {
    changed = false;
    for (const id of closed) {
      const imports = ctx.getModuleInfo(id)?.importedIds ?? [];
      if (imports.some((dep) => !closed.has(dep) && !shellModules(ctx).has(dep) && !landing?.has(dep))) {
        closed.delete(id);
        changed = true;
      }
    }
  }
  return closed;
}
let shell: Set<string> | undefined;
let landing: Set<string> | undefined;
let content: Set<string> | undefined;
let backOffice: Set<string> | undefined;

function shellModules(ctx: Facts): Set<string> {
  shell ??= usedModules([...SHELL_STARTS, ...SHELL_EXTRAS], (module) => ctx.getModuleInfo(module));
  return shell;
}

/**
 * Client chunks (docs/decisions/0005 "Fewer, larger chunks"): `shell` holds everything the entry
 * and root route import (every page loads it anyway); `landing` what else `/` needs that other
 * pages share (form inputs, cards, the login form). Everything else keeps Rolldown's automatic
 * split by route; `back-office` what the staff pages need that no other page does (decision
 * 0020: one file instead of ~50 small ones a staff page waited for). The sets are worked out from
 * the module graph on each build, so a component that leaves the header leaves the shell too.
 */
const codeSplitting = {
  groups: [
    {
      priority: 2,
      name(id: string, ctx: Facts) {
        return shellModules(ctx).has(id) && !SHELL_STARTS.includes(id) ? "shell" : null;
      },
    },
    {
      priority: 1,
      // Only the modules named: taken along, the login form's inputs would bring the text input
      // the regulator pages' filters share with it, and with it this whole group.
      includeDependenciesRecursively: false,
      name(id: string, ctx: Facts) {
        landing ??= usedModules([LANDING_PAGE], (module) => ctx.getModuleInfo(module));
        content ??= usedModules(CONTENT_PAGES, (module) => ctx.getModuleInfo(module));
        const shared =
          landing.has(id) &&
          !content.has(id) &&
          !shellModules(ctx).has(id) &&
          !id.startsWith(LANDING_OWN) &&
          !id.startsWith(CATALOGS);
        return shared ? "landing" : null;
      },
    },
    {
      priority: 1,
      name(id: string) {
        return NATIVE_SELECT_PARTS.test(id) ? "native-select" : null;
      },
    },
    {
      priority: 1,
      // Only the modules named: a part's dependencies stay where the pages that share them are.
      includeDependenciesRecursively: false,
      name(id: string) {
        return PART_GROUPS.find(([, pattern]) => pattern.test(id))?.[0] ?? null;
      },
    },
    {
      priority: 0,
      // Only the modules named: a member's import through a package index (`@mantine/core`) reaches
      // files the public pages share (VisuallyHidden), which taken along put the whole group on
      // the course and contact pages (decision 0005, every public page within its budget).
      includeDependenciesRecursively: false,
      name(id: string, ctx: Facts) {
        if (!backOffice) {
          const others = usedModules(OTHER_ROUTES, (module) => ctx.getModuleInfo(module));
          const staff = usedModules(STAFF_ROUTES, (module) => ctx.getModuleInfo(module));
          backOffice = closedUnder(
            new Set([...staff].filter((module) => !others.has(module) && !shellModules(ctx).has(module))),
            ctx,
          );
        }
        return backOffice.has(id) && !STAFF_ROUTES.includes(id) && !id.startsWith(CATALOGS)
          ? "back-office"
          : null;
      },
    },
  ],
};

/**
 * In `npm run dev`, Vite serves the pages and forwards `/api` to the Fastify server on :3000.
 * `SITE_NAME`, `SITE_SHORT_NAME` and `BRAND_COLOR` (environment or `.env`) are baked into the
 * pages as `__BRAND__` (decision 0013); a bad value stops the build.
 */
export default defineConfig(({ mode }) => ({
  define: { __BRAND__: JSON.stringify(buildBrand(loadEnv(mode, process.cwd(), ["SITE_", "BRAND_"]))) },
  plugins: [
    // The message catalogues, compiled ahead (decision 0011).
    compiledCatalogs(),
    reactRouter(),
    {
      // A route module's chunk may export more than the module: Rolldown's condition for a group
      // that takes only the modules it names (`back-office` above). React Router sets
      // `exports-only` for the client; its manifest reads a route's exports from the source.
      name: "route-chunk-signatures",
      enforce: "post",
      configEnvironment(
        name: string,
        config: { build?: { rollupOptions?: object; rolldownOptions?: object } },
      ) {
        if (name !== "client") return;
        config.build ??= {};
        config.build.rollupOptions = {
          ...config.build.rollupOptions,
          preserveEntrySignatures: "allow-extension",
        };
        config.build.rolldownOptions = {
          ...config.build.rolldownOptions,
          preserveEntrySignatures: "allow-extension",
        };
      },
    },
    // A fresh module graph on every build (the sets above are worked out once per chunking pass).
    {
      name: "reset-chunk-groups",
      buildStart() {
        shell = undefined;
        landing = undefined;
        content = undefined;
        backOffice = undefined;
      },
    },
  ],
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting } } } },
  },
  server: {
    proxy: { "/api": { target: `http://127.0.0.1:${process.env.PORT ?? 3000}`, changeOrigin: false } },
  },
}));
