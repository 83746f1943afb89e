// Sections of a content page (hero, product grid, collection grid, text block, support cards).
import { Link } from 'gatsby';
import React from 'react';
import type { PageSection } from '../../lib/content/page-types';
import { ContentImage } from '../../components/site/content-image';
import { ProductGrid } from '../../features/catalogue/product-card';

function CtaLink({ href, children, className }: { href: string; children: React.ReactNode; className?: string }) {
  return href.startsWith('/') ? (
    <Link to={href} className={className}>
      {children}
    </Link>
  ) : (
    <a href={href} className={className} rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** `sizes` of a hero image (the preload of a leading hero uses the same). */
export const HERO_IMAGE_SIZES = '(min-width: 768px) 50vw, 100vw';

/** One section; `isFirst` makes the first hero the page's h1 with its image as the page's priority image. */
function Section({ section, isFirst }: { section: PageSection; isFirst: boolean }) {
  const Heading = isFirst ? 'h1' : 'h2';
  switch (section._type) {
    case 'hero':
      return (
        <section className="hero">
          <div>
            <Heading>{section.heading}</Heading>
            {section.text ? <p>{section.text}</p> : null}
            {section.cta ? (
              <CtaLink href={section.cta.href} className="button">
                {section.cta.label}
              </CtaLink>
            ) : null}
          </div>
          <ContentImage image={section.image} priority={isFirst} sizes={HERO_IMAGE_SIZES} />
        </section>
      );
    case 'productGrid':
      return (
        <section className="section">
          <Heading>{section.heading}</Heading>
          {section.text ? <p>{section.text}</p> : null}
          <ProductGrid products={section.products} headingLevel="h3" />
        </section>
      );
    case 'collectionGrid':
      return (
        <section className="section">
          <Heading>{section.heading}</Heading>
          {section.text ? <p>{section.text}</p> : null}
          <ul className="grid grid--4">
            {section.collections.map((collection) => (
              <li key={collection.handle} className="card">
                <Link to={collection.href}>
                  <ContentImage image={collection.image} decorative sizes="(min-width: 1024px) 25vw, 50vw" />
                  <h3>{collection.title}</h3>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      );
    case 'supportCards':
      return (
        <section className="section">
          <Heading>{section.heading}</Heading>
          {section.text ? <p>{section.text}</p> : null}
          <ul className="grid">
            {section.cards.map((card) => (
              <li key={card.key} className="card">
                <h3>{card.href ? <CtaLink href={card.href}>{card.title}</CtaLink> : card.title}</h3>
                <p>{card.text}</p>
              </li>
            ))}
          </ul>
        </section>
      );
    case 'textBlock':
    default:
      return (
        <section className="section">
          <Heading>{section.heading}</Heading>
          {section.text ? <p className="rich-text">{section.text}</p> : null}
        </section>
      );
  }
}

/** Props of PageSections. */
export interface PageSectionsProps {
  sections: PageSection[];
  /** True when the page already rendered its own h1. */
  hasTitle: boolean;
}

/** All sections in order. */
export function PageSections({ sections, hasTitle }: PageSectionsProps) {
  return (
    <>
      {sections.map((section, index) => (
        <Section key={section._key} section={section} isFirst={!hasTitle && index === 0} />
      ))}
    </>
  );
}
