import type { ContentSection } from '../lib/content-sections';

/** The h2 sections of a content page: paragraphs, then a bulleted or numbered list. */
export function ContentSections({ sections }: { sections: ContentSection[] }) {
  return (
    <div className="grid gap-10">
      {sections.map((section, index) => {
        const headingId = `section-${index}`;
        const List = section.ordered ? 'ol' : 'ul';
        return (
          <section key={section.heading} aria-labelledby={headingId} className="grid gap-3">
            <h2 id={headingId} className="text-2xl font-semibold tracking-tight">
              {section.heading}
            </h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph} className="leading-7 text-foreground/90">
                {paragraph}
              </p>
            ))}
            {section.list && (
              <List
                className={`${section.ordered ? 'list-decimal' : 'list-disc'} grid gap-2 pl-6 leading-7 text-foreground/90 marker:text-muted-foreground`}
              >
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </List>
            )}
          </section>
        );
      })}
    </div>
  );
}
