import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  AddressBody,
  AddressParams,
  AddressSavedResponse,
  AvatarResponse,
  CreateProfileBody,
  FirstDataBody,
  MessageResponse,
  SecondDataBody,
  UpdateUserBody,
  UserResponse,
  UserSavedResponse,
  VerifyCodeBody,
} from '@tienda/domain';
import type { Database } from '../../db/database';
import { contract, type ShopPlugin } from '../../http/contract';
import { HttpError } from '../../http/errors';
import { verifyEmailHandler } from '../auth/verification';
import { insertAddress, updateAddress } from './addressQueries';
import { AVATAR_MAX_BYTES, avatarDirIn, readUpload, removeAvatar, saveAvatar, toAvatar } from './avatar';
import { replaceAvatar, updateProfile, userById } from './userQueries';

const SAVED = 'Datos guardados correctamente';

/** The profile calls of spec §7 (User): every one for the signed-in user, on their own records only. */
const userRoutes: ShopPlugin<{ db: Database; imagesDir: string }> = async (app, { db, imagesDir }) => {
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024 } });
  // Before validation: a stranger hears 401, whatever the body says.
  app.addHook('onRequest', app.authenticate);
  const schema = { tags: ['Usuario'], security: [{ bearer: [] }] };
  const done = { 200: contract(MessageResponse) };
  const avatarDir = avatarDirIn(imagesDir);

  const currentUser = async (request: FastifyRequest) => {
    const user = await userById(db, request.user.userId);
    if (!user) throw new HttpError(404, 'Usuario no encontrado');
    return user;
  };

  app.get('/api/user', { schema: { ...schema, response: { 200: contract(UserResponse) } } }, async (request) => ({
    ok: true,
    user: await currentUser(request),
  }));

  app.put(
    '/api/user',
    { schema: { ...schema, body: contract(UpdateUserBody), response: { 200: contract(UserSavedResponse) } } },
    async (request) => {
      await updateProfile(db, request.user.userId, request.body);
      return { ok: true, message: 'Datos actualizados correctamente', user: await currentUser(request) };
    },
  );

  // The /create-profile and /auth/complete-profile pages: the whole profile, and maybe a first address, at once.
  app.post(
    '/api/user/create',
    { schema: { ...schema, body: contract(CreateProfileBody), response: { 200: contract(UserSavedResponse) } } },
    async (request) => {
      const { address, ...profile } = request.body;
      await db.transaction(async (tx) => {
        await updateProfile(tx, request.user.userId, profile);
        if (address) await insertAddress(tx, request.user.userId, address);
      });
      return { ok: true, message: 'Perfil completado correctamente', user: await currentUser(request) };
    },
  );

  app.post('/api/user/first-data', { schema: { ...schema, body: contract(FirstDataBody), response: done } }, async (request) => {
    await updateProfile(db, request.user.userId, request.body);
    return { ok: true, message: SAVED };
  });

  app.post('/api/user/second-data', { schema: { ...schema, body: contract(SecondDataBody), response: done } }, async (request) => {
    await updateProfile(db, request.user.userId, request.body);
    return { ok: true, message: SAVED };
  });

  app.post('/api/user/verify-code', { schema: { ...schema, body: contract(VerifyCodeBody), response: done } }, verifyEmailHandler(db));

  app.post(
    '/api/user/address',
    { schema: { ...schema, body: contract(AddressBody), response: { 201: contract(AddressSavedResponse) } } },
    async (request, reply) => {
      const address = await insertAddress(db, request.user.userId, request.body);
      return reply.status(201).send({ ok: true, message: 'Dirección creada correctamente', address });
    },
  );

  app.put(
    '/api/user/address/:id',
    { schema: { ...schema, params: contract(AddressParams), body: contract(AddressBody), response: { 200: contract(AddressSavedResponse) } } },
    async (request) => {
      // Someone else's address is answered as if it did not exist.
      const address = await updateAddress(db, request.user.userId, request.params.id, request.body);
      if (!address) throw new HttpError(404, 'Dirección no encontrada');
      return { ok: true, message: 'Se actualizó la dirección correctamente', address };
    },
  );

  app.post(
    '/api/user/avatar',
    { schema: { ...schema, consumes: ['multipart/form-data'], response: { 200: contract(AvatarResponse) } } },
    async (request) => {
      const avatar = await saveAvatar(avatarDir, await toAvatar(await readUpload(request)));
      const previous = await replaceAvatar(db, request.user.userId, avatar);
      if (previous) await removeAvatar(avatarDir, previous);
      return { ok: true, message: 'Foto de perfil actualizada', avatar };
    },
  );
};

export const users = fp(userRoutes, { name: 'users', dependencies: ['authentication'], encapsulate: true });
