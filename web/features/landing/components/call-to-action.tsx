import { useTranslation } from 'react-i18next';
import { endpointUrl } from '@common/api/endpoint';
import { authEndpoints } from '@common/endpoints/auth';
import { Button } from '@web/components/ui/button';

// Both buttons go to the login address (a full navigation; docs/product/accounts.md#signing-in).
const LOGIN_URL = endpointUrl(authEndpoints.login);

export function CallToAction() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="cta-title" className="bg-primary text-primary-foreground">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center">
        <h2 id="cta-title" className="text-3xl font-bold">
          {t('cta.title')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg opacity-95">{t('cta.subtitle')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" variant="secondary">
            <a href={LOGIN_URL}>{t('cta.student')}</a>
          </Button>
          <Button
            asChild
            size="lg"
            variant={null}
            className="border border-primary-foreground bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground"
          >
            <a href={LOGIN_URL}>{t('cta.employer')}</a>
          </Button>
        </div>
      </div>
    </section>
  );
}
