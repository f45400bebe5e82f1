import { buttonVariants } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { prefetchChooser, useLanguageChoice } from '../hooks/use-language-choice';

/**
 * The language switch of the headers and the footer (docs/decisions/026): a button named with the
 * other language's own name, marked with that language so a screen reader pronounces it right. It
 * switches at once, without reloading. In a header, narrow screens show the language's code
 * ("FR") and the full name stays the button's name; `asLink`: drawn like the footer's links
 * (`className` then replaces the button's look), with the full name.
 */
export function LanguageSwitch({ className, asLink }: { className?: string; asLink?: boolean }) {
  const { language, name, choose } = useLanguageChoice();
  return (
    <button
      type="button"
      lang={language}
      className={asLink ? className : cn(buttonVariants({ variant: 'ghost', size: 'sm' }), className)}
      onClick={choose}
      onPointerEnter={prefetchChooser}
      onFocus={prefetchChooser}
    >
      {asLink ? (
        name
      ) : (
        <>
          <span aria-hidden="true" className="sm:hidden">
            {language.toUpperCase()}
          </span>
          <span className="sr-only sm:not-sr-only">{name}</span>
        </>
      )}
    </button>
  );
}
