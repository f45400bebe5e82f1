import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COPYRIGHT_YEAR } from '@common/constants';
import { LanguageSwitch } from '@web/features/language';
import { NewsletterFormSlot } from '@web/features/newsletter';
import { FOOTER_COLUMNS, LEGAL_LINKS } from '../lib/nav-links';
import { Logo } from './logo';

const linkClasses = 'text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline';

/** Link columns, newsletter, copyright (2025), the legal links and the language switch (docs/product/accounts.md#the-header-and-footer). */
export function Footer() {
  const { t } = useTranslation('shell');
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-5">
        <div className="grid content-start gap-3 lg:col-span-1">
          <Logo />
          <p className="text-sm text-muted-foreground">{t('footer.tagline')}</p>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.titleKey} aria-label={t(column.titleKey)}>
            <h2 className="mb-3 text-sm font-semibold">{t(column.titleKey)}</h2>
            <ul className="grid gap-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClasses}>
                    {t(link.labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="lg:col-span-1">
          <NewsletterFormSlot />
        </div>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-4 py-6 sm:flex-row">
          <p className="text-sm text-muted-foreground">{t('footer.copyright', { year: COPYRIGHT_YEAR })}</p>
          <div className="flex flex-wrap items-center justify-center gap-4">
            <nav aria-label={t('footer.legalLabel')}>
              <ul className="flex gap-4">
                {LEGAL_LINKS.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={linkClasses}>
                      {t(link.labelKey)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <LanguageSwitch asLink className={linkClasses} />
          </div>
        </div>
      </div>
    </footer>
  );
}
