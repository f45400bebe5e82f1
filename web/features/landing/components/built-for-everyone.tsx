import { Building2, GraduationCap, School, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';

const AUDIENCES: Array<{ key: 'students' | 'employers' | 'institutions'; icon: LucideIcon }> = [
  { key: 'students', icon: GraduationCap },
  { key: 'employers', icon: Building2 },
  { key: 'institutions', icon: School },
];

export function BuiltForEveryone() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="audiences-title" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="audiences-title" className="text-center text-3xl font-bold">
        {t('audiences.title')}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">{t('audiences.subtitle')}</p>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {AUDIENCES.map(({ key, icon: Icon }) => (
          <li key={key}>
            <Card className="h-full">
              <CardHeader>
                <span className="mb-2 flex size-12 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <CardTitle>{t(`audiences.${key}.title`)}</CardTitle>
                <CardDescription size="lg">{t(`audiences.${key}.description`)}</CardDescription>
              </CardHeader>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
