import { useTranslation } from 'react-i18next';

// docs/product/screens.md#landing-page: create a profile, explore opportunities, apply with a resume, start the journey.
const STEPS = ['createProfile', 'explore', 'apply', 'start'] as const;

export function HowItWorks() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="how-title" className="bg-muted/50">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="how-title" className="text-center text-3xl font-bold">
          {t('howItWorks.title')}
        </h2>
        <ol className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step} className="text-center">
              <span
                aria-hidden="true"
                className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary text-xl font-bold text-primary-foreground"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">
                <span className="sr-only">{t('howItWorks.stepLabel', { number: index + 1 })} </span>
                {t(`howItWorks.steps.${step}.title`)}
              </h3>
              <p className="mt-2 text-muted-foreground">{t(`howItWorks.steps.${step}.description`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
