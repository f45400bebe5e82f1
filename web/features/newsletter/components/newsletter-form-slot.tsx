import { Suspense } from 'react';
import i18n from '@web/i18n';
import { preloadable } from '@web/lib/preloadable';

// The footer is on every public page, and most visitors never subscribe: the form and its
// translations are their own chunk, fetched as the page renders rather than before it paints.
// A prerendered page already carries the form's HTML (web/prerender loads it first), which stays
// on screen while its code arrives and React takes it over.
const form = preloadable(() =>
  Promise.all([import('./newsletter-form'), i18n.loadNamespaces(['newsletter'])]).then(([module]) => module.NewsletterForm),
);

/** The form's code, for the prerender to load before it renders a page. */
export const newsletterFormCode = { preload: form.preload, isLoaded: form.isLoaded };

/** The footer's newsletter form (an empty place of about its height while its code is on its way). */
export function NewsletterFormSlot() {
  return (
    <Suspense fallback={<div aria-hidden="true" className="min-h-36" />}>
      <form.Component />
    </Suspense>
  );
}
