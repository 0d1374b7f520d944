import { useLingui } from "@lingui/react";
import { SimpleGrid } from "@mantine/core";
import { useLoaderData } from "react-router";
import type { LandingPageData } from "./landing-data.ts";
import { Section } from "./section.tsx";

/** Partners row: three external logo links (docs/product.md §1), from the published catalogue (the loader's, decision 0035). */
export function PartnersSection() {
  const { _ } = useLingui();
  const { partners } = useLoaderData<LandingPageData>();
  return (
    <Section id="partners-heading" title={_("partners.title")}>
      <SimpleGrid
        cols={{ base: 1, xs: 3 }}
        spacing="lg"
        component="ul"
        style={{ listStyle: "none", padding: 0 }}
      >
        {partners.map((partner) => (
          <li key={partner.url}>
            <a
              href={partner.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={_("partners.opensInNewTab", { name: partner.name ?? _(`partner.${partner.key}`) })}
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
