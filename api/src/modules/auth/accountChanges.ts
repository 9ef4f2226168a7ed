import type { preHandlerAsyncHookHandler } from 'fastify';
import { ChangePasswordBody, DeleteAccountBody, MessageResponse, WRONG_CURRENT_PASSWORD, WRONG_PASSWORD } from '@tienda/domain';
import type { Database } from '../../db/database';
import { contract, type ShopPlugin } from '../../http/contract';
import { HttpError } from '../../http/errors';
import { avatarDirIn, removeAvatar } from '../users/avatar';
import { accountById, changePassword, deleteAccount } from './accountQueries';
import { hashPassword, verifyPassword } from './passwords';
import { SESSION_EXPIRED } from './sessions';

type AccountChangesOptions = {
  db: Database;
  imagesDir: string;
  /** One rate limit shared by both calls: each is a chance to guess the password. */
  passwordCheckLimit: preHandlerAsyncHookHandler;
};

export const GOOGLE_ONLY_ACCOUNT = 'Tu cuenta usa Google para iniciar sesión.';
const CONFIRM_WITH_PASSWORD = 'Introduce tu contraseña para confirmar.';

/**
 * What a signed-in person does to their own account with their password: change it
 * (POST /api/auth/change-password) and delete the account (DELETE /api/user). A wrong password
 * is a 400, never a 401: the storefront reads 401 as a session that ended.
 */
export const accountChanges: ShopPlugin<AccountChangesOptions> = async (app, { db, imagesDir, passwordCheckLimit }) => {
  const security = [{ bearer: [] }];
  const response = { 200: contract(MessageResponse) };
  // Who is calling is known before the body is validated (a stranger hears 401), and the limit counts per user.
  const signedIn = { onRequest: app.authenticate, preHandler: passwordCheckLimit };

  const signedInAccount = async (userId: number) => {
    const account = await accountById(db, userId);
    // The session outlived its account (deleted from another device a moment ago).
    if (!account) throw new HttpError(401, SESSION_EXPIRED);
    return account;
  };

  app.post(
    '/api/auth/change-password',
    { schema: { tags: ['Cuentas'], security, body: contract(ChangePasswordBody), response }, ...signedIn },
    async (request) => {
      const { userId, sessionId } = request.user;
      const account = await signedInAccount(userId);
      // Google vouches for these accounts; a password of their own would be a second way in nobody asked for.
      if (!account.password_hash) throw new HttpError(400, GOOGLE_ONLY_ACCOUNT);
      if (!(await verifyPassword(account.password_hash, request.body.currentPassword))) throw new HttpError(400, WRONG_CURRENT_PASSWORD);

      const nextHash = await hashPassword(request.body.newPassword);
      // Whoever else was signed in, maybe with the old password, is out; this device stays.
      if (!(await changePassword(db, userId, account.password_hash, nextHash, sessionId))) throw new HttpError(400, WRONG_CURRENT_PASSWORD);
      return { ok: true, message: 'Contraseña actualizada' };
    },
  );

  app.delete(
    '/api/user',
    { schema: { tags: ['Usuario'], security, body: contract(DeleteAccountBody), response }, ...signedIn },
    async (request) => {
      const { userId } = request.user;
      const account = await signedInAccount(userId);
      // A password account confirms with its password; a Google-only one has none to give.
      if (account.password_hash) {
        const { password } = request.body;
        if (password === undefined) throw new HttpError(400, CONFIRM_WITH_PASSWORD);
        if (!(await verifyPassword(account.password_hash, password))) throw new HttpError(400, WRONG_PASSWORD);
      }

      const deleted = await deleteAccount(db, userId);
      if (!deleted) throw new HttpError(401, SESSION_EXPIRED);
      if (deleted.avatar) {
        // The account is gone either way; a file left behind is logged, not the person's problem.
        await removeAvatar(avatarDirIn(imagesDir), deleted.avatar).catch((error: unknown) =>
          request.log.error({ err: error }, 'no se pudo borrar el avatar de una cuenta eliminada'),
        );
      }
      return { ok: true, message: 'Cuenta eliminada' };
    },
  );
};
