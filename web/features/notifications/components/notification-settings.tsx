import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationSetting, UpdateNotificationSettingBody } from '@common/contracts/notifications';
import { notificationsEndpoints } from '@common/endpoints/notifications';
import { APPLICATION_EMAIL_MODES } from '@common/enums';
import { APP_ONLY_KINDS, DAILY_NOTIFICATIONS_HOUR_UTC } from '@common/notifications';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { Switch } from '@web/components/ui/switch';
import { toast } from '@web/components/ui/use-toast';
import { apiQueryKey } from '@web/lib/api-query';
import { formatTime } from '@web/lib/format-date';
import { useNotificationSettings, useUpdateNotificationSetting } from '../api/notifications';

/** The daily run's hour in the reader's own time ("8:00 AM"). */
function dailyTime(locale: string): string {
  const today = new Date();
  const at = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), DAILY_NOTIFICATIONS_HOUR_UTC);
  return formatTime(at, locale);
}

function SettingRow({
  setting,
  onChange,
  disabled,
}: {
  setting: NotificationSetting;
  onChange: (change: UpdateNotificationSettingBody) => void;
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation('notifications');
  const id = useId();
  const kindTitle = t(`settings.kinds.${setting.kind}.title`);
  return (
    <li className="grid gap-3 border-b py-4 last:border-b-0">
      <div>
        <h3 className="font-medium">{kindTitle}</h3>
        <p className="text-sm text-muted-foreground">{t(`settings.kinds.${setting.kind}.description`)}</p>
      </div>
      <div className="flex flex-wrap gap-x-8 gap-y-3">
        <div className="flex items-center gap-2">
          <Switch
            id={`${id}-in-app`}
            aria-label={t('settings.inAppFor', { kind: kindTitle })}
            checked={setting.inApp}
            disabled={disabled}
            onCheckedChange={(checked) => onChange({ kind: setting.kind, inApp: checked })}
          />
          <Label htmlFor={`${id}-in-app`}>{t('settings.inApp')}</Label>
        </div>
        {/* A kind told in the bell only has no e-mail of its own to switch. */}
        {!APP_ONLY_KINDS.includes(setting.kind) && (
          <div className="flex items-center gap-2">
            <Switch
              id={`${id}-email`}
              aria-label={t('settings.emailFor', { kind: kindTitle })}
              checked={setting.email}
              disabled={disabled}
              onCheckedChange={(checked) => onChange({ kind: setting.kind, email: checked })}
            />
            <Label htmlFor={`${id}-email`}>{t('settings.email')}</Label>
          </div>
        )}
      </div>
      {setting.emailMode !== null && (
        <fieldset className="grid gap-2" disabled={disabled || !setting.email}>
          <legend className="mb-1 text-sm font-medium">{t('settings.emailMode')}</legend>
          {APPLICATION_EMAIL_MODES.map((mode) => (
            <div key={mode} className="flex items-center gap-2">
              <input
                type="radio"
                id={`${id}-${mode}`}
                name={`${id}-email-mode`}
                value={mode}
                checked={setting.emailMode === mode}
                onChange={() => onChange({ kind: setting.kind, emailMode: mode })}
                className="size-4 shrink-0 accent-primary"
              />
              <Label htmlFor={`${id}-${mode}`} weight="normal" leading="snug">
                {mode === 'daily' ? t('settings.daily', { time: dailyTime(i18n.language) }) : t('settings.immediate')}
              </Label>
            </div>
          ))}
        </fieldset>
      )}
    </li>
  );
}

/** A setting as it will be once the change on its way is saved (shown at once; put back if it fails). */
function withPendingChange(setting: NotificationSetting, change: UpdateNotificationSettingBody | undefined): NotificationSetting {
  if (!change || change.kind !== setting.kind) return setting;
  return {
    ...setting,
    ...(change.inApp !== undefined ? { inApp: change.inApp } : {}),
    ...(change.email !== undefined ? { email: change.email } : {}),
    ...(change.emailMode !== undefined ? { emailMode: change.emailMode } : {}),
  };
}

/** The switches of each kind the user's role gets (docs/product/notifications.md#settings). */
export function NotificationSettings() {
  const { t } = useTranslation('notifications');
  const queryClient = useQueryClient();
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSetting({
    // The answer is the whole list: shown at once, so a switch does not flick back while the list refreshes.
    onSuccess: (data) => queryClient.setQueryData(apiQueryKey(notificationsEndpoints.settings), data),
    onError: () => toast({ variant: 'destructive', title: t('settings.saveFailed') }),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('settings.title')}</CardTitle>
        <CardDescription>{t('settings.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <Spinner label={t('settings.loading')} className="py-6" />
        ) : settings.isError ? (
          <div className="flex flex-wrap items-center gap-3" role="alert">
            <p>{t('settings.loadError')}</p>
            <Button variant="outline" size="sm" onClick={() => void settings.refetch()}>
              {t('page.retry')}
            </Button>
          </div>
        ) : (
          <ul>
            {settings.data.settings.map((setting) => (
              <SettingRow
                key={setting.kind}
                setting={withPendingChange(setting, update.isPending ? update.variables?.body : undefined)}
                disabled={update.isPending}
                onChange={(body) => update.mutate({ body })}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
