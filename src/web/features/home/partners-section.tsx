import { useLingui } from "@lingui/react";
import { SimpleGrid } from "@mantine/core";
import { PARTNERS } from "#shared/reference/landing.ts";
import { Section } from "./section.tsx";

/** Partners row: three external logo links (docs/product.md §1). */
export function PartnersSection() {
  const { _ } = useLingui();
  return (
    <Section id="partners-heading" title={_("partners.title")}>
      <SimpleGrid
        cols={{ base: 1, xs: 3 }}
        spacing="lg"
        component="ul"
        style={{ listStyle: "none", padding: 0 }}
      >
        {PARTNERS.map((partner) => (
          <li key={partner.url}>
            <a
              href={partner.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={_("partners.opensInNewTab", { name: _(`partner.${partner.id}`) })}
              style={{ display: "block" }}
            >
              <img
                src={partner.image}
                alt={partner.alt}
                width={240}
                height={80}
                loading="lazy"
                style={{ display: "block", width: "100%", maxWidth: 240, height: "auto", margin: "0 auto" }}
              />
            </a>
          </li>
        ))}
      </SimpleGrid>
    </Section>
  );
}
