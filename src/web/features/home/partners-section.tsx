import { SimpleGrid } from "@mantine/core";
import { PARTNERS } from "../../../shared/reference/landing.ts";
import { Section } from "./section.tsx";

/** Partners row: three external logo links (spec §1). */
export function PartnersSection() {
  return (
    <Section id="partners-heading" title="Our Partners">
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
              aria-label={`${partner.name} (opens in a new tab)`}
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
