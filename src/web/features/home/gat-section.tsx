import { useLingui } from "@lingui/react";
import { SimpleGrid, UnstyledButton } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { GAT_CERTIFICATES, type GatCertificate } from "#shared/reference/landing.ts";
import { ProgramCard, Section } from "./section.tsx";

/** The dialog's code (and Mantine Modal) loads on the first open (docs/decisions/0005). */
const GatDialog = lazy(() => import("./gat-dialog.tsx"));

/** GAT Certificates: each opens a dialog with overview and code (docs/product.md §1). */
export function GatSection() {
  const [selected, setSelected] = useState<GatCertificate | null>(null);
  const [dialogWanted, setDialogWanted] = useState(false);
  const { _ } = useLingui();
  return (
    <Section id="gat-heading" title={_("gat.title")} lead={_("gat.lead")}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {GAT_CERTIFICATES.map((certificate) => (
          <UnstyledButton
            key={certificate.code}
            aria-haspopup="dialog"
            onClick={() => {
              setDialogWanted(true);
              setSelected(certificate);
            }}
            style={{ borderRadius: "var(--mantine-radius-md)" }}
          >
            <ProgramCard program={certificate} />
          </UnstyledButton>
        ))}
      </SimpleGrid>
      {dialogWanted && (
        <Suspense fallback={null}>
          <GatDialog certificate={selected} onClose={() => setSelected(null)} />
        </Suspense>
      )}
    </Section>
  );
}
