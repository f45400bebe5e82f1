import type { FastifyInstance } from 'fastify';
import { KIND_WITH_EMAIL_MODE, notificationKindsFor } from '@common/notifications';
import { notificationsEndpoints } from '@common/endpoints/notifications';
import type { NotificationKind } from '@common/enums';
import { AppError, invalidField, notFound } from '../../errors/app-error';
import { registerEndpoint } from '../../http/register-endpoint';
import { registerDailyTask } from './daily-notifications';
import {
  countUnread,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  readSettings,
  updateSetting,
  userExists,
} from './notifications-repository';
import { verifyUnsubscribeToken } from './unsubscribe-token';

const invalidLink = () => new AppError('NOT_FOUND', 'notifications.linkInvalid');

/**
 * Notifications (docs/product/notifications.md): the bell, the settings, and the unsubscribe link of
 * every notification e-mail. Each user reaches only their own notifications; another's is 404.
 */
export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  registerDailyTask(app.deps, app.log);

  registerEndpoint(app, notificationsEndpoints.list, async ({ auth, query }) => listNotifications(db, auth.user.id, query));

  registerEndpoint(app, notificationsEndpoints.unreadCount, async ({ auth }) => ({ unread: await countUnread(db, auth.user.id) }));

  registerEndpoint(app, notificationsEndpoints.markRead, async ({ auth, params }) => {
    if (!(await markNotificationRead(db, auth.user.id, params.id))) throw notFound('notification');
    return { ok: true as const };
  });

  registerEndpoint(app, notificationsEndpoints.markAllRead, async ({ auth }) => ({ marked: await markAllNotificationsRead(db, auth.user.id) }));

  registerEndpoint(app, notificationsEndpoints.settings, async ({ auth }) => ({
    settings: await readSettings(db, auth.user.id, notificationKindsFor(auth.user.role)),
  }));

  registerEndpoint(app, notificationsEndpoints.updateSetting, async ({ auth, body }) => {
    const kinds = notificationKindsFor(auth.user.role);
    if (!kinds.includes(body.kind)) throw invalidField('kind', 'notifications.kindNotForAccount');
    if (body.emailMode !== undefined && body.kind !== KIND_WITH_EMAIL_MODE) {
      throw invalidField('emailMode', 'notifications.dailyOnlyForApplications');
    }
    await updateSetting(db, auth.user.id, body.kind, body);
    return { settings: await readSettings(db, auth.user.id, kinds) };
  });

  /** Turns a kind's e-mails off (or on) for the user a token names; no sign-in. */
  const setEmailByToken = async (token: string, email: boolean): Promise<{ kind: NotificationKind; email: boolean }> => {
    const claim = verifyUnsubscribeToken(app.deps.linkSigningKey, token);
    if (!claim || !(await userExists(db, claim.userId))) throw invalidLink();
    await updateSetting(db, claim.userId, claim.kind, { email });
    return { kind: claim.kind, email };
  };

  // RFC 8058: the mail program POSTs `List-Unsubscribe=One-Click` to the address in the
  // List-Unsubscribe header, as a urlencoded form (server/http/form-body.ts) or as multipart form
  // data, which this route alone accepts and ignores: the token in the address is all that counts.
  await app.register(async (scope) => {
    scope.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: 16 * 1024 }, (_request, _body, done) => done(null, {}));
    registerEndpoint(scope, notificationsEndpoints.oneClickUnsubscribe, async ({ query }) => setEmailByToken(query.token, false));
  });

  registerEndpoint(app, notificationsEndpoints.emailPreference, async ({ body }) => setEmailByToken(body.token, body.email));
}
