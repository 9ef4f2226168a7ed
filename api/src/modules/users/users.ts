import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  AddressBody,
  AddressParams,
  CreateProfileBody,
  FirstDataBody,
  SecondDataBody,
  UpdateUserBody,
  VerifyCodeBody,
  type AddressInput,
  type FirstData,
  type ProfileInput,
  type SecondData,
  type UserUpdate,
} from '@tienda/domain';
import type { Database } from '../../db/database';
import { contract } from '../../http/contract';
import { HttpError } from '../../http/errors';
import { verifyEmailHandler } from '../auth/verification';
import { insertAddress, updateAddress } from './addressQueries';
import { AVATAR_MAX_BYTES, avatarDirIn, readUpload, removeAvatar, saveAvatar, toAvatar } from './avatar';
import { replaceAvatar, updateProfile, userById } from './userQueries';

const SAVED = 'Datos guardados correctamente';

/** The profile calls of spec §7 (User): every one for the signed-in user, on their own records only. */
export const users: FastifyPluginAsync<{ db: Database; imagesDir: string }> = async (app, { db, imagesDir }) => {
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024 } });
  // Before validation: a stranger hears 401, whatever the body says.
  app.addHook('onRequest', app.authenticate);
  const schema = { tags: ['Usuario'], security: [{ bearer: [] }] };
  const avatarDir = avatarDirIn(imagesDir);

  const currentUser = async (request: FastifyRequest) => {
    const user = await userById(db, request.user.userId);
    if (!user) throw new HttpError(404, 'Usuario no encontrado');
    return user;
  };

  app.get('/api/user', { schema }, async (request) => ({ ok: true, user: await currentUser(request) }));

  app.put<{ Body: UserUpdate }>('/api/user', { schema: { ...schema, body: contract(UpdateUserBody) } }, async (request) => {
    await updateProfile(db, request.user.userId, request.body);
    return { ok: true, message: 'Datos actualizados correctamente', user: await currentUser(request) };
  });

  // The /create-profile and /auth/complete-profile pages: the whole profile, and maybe a first address, at once.
  app.post<{ Body: ProfileInput }>('/api/user/create', { schema: { ...schema, body: contract(CreateProfileBody) } }, async (request) => {
    const { address, ...profile } = request.body;
    await db.transaction(async (tx) => {
      await updateProfile(tx, request.user.userId, profile);
      if (address) await insertAddress(tx, request.user.userId, address);
    });
    return { ok: true, message: 'Perfil completado correctamente', user: await currentUser(request) };
  });

  app.post<{ Body: FirstData }>('/api/user/first-data', { schema: { ...schema, body: contract(FirstDataBody) } }, async (request) => {
    await updateProfile(db, request.user.userId, request.body);
    return { ok: true, message: SAVED };
  });

  app.post<{ Body: SecondData }>('/api/user/second-data', { schema: { ...schema, body: contract(SecondDataBody) } }, async (request) => {
    await updateProfile(db, request.user.userId, request.body);
    return { ok: true, message: SAVED };
  });

  app.post<{ Body: { code: string } }>('/api/user/verify-code', { schema: { ...schema, body: contract(VerifyCodeBody) } }, verifyEmailHandler(db));

  app.post<{ Body: AddressInput }>('/api/user/address', { schema: { ...schema, body: contract(AddressBody) } }, async (request, reply) => {
    const address = await insertAddress(db, request.user.userId, request.body);
    return reply.status(201).send({ ok: true, message: 'Dirección creada correctamente', address });
  });

  app.put<{ Params: { id: number }; Body: AddressInput }>(
    '/api/user/address/:id',
    { schema: { ...schema, params: contract(AddressParams), body: contract(AddressBody) } },
    async (request) => {
      // Someone else's address is answered as if it did not exist.
      const address = await updateAddress(db, request.user.userId, request.params.id, request.body);
      if (!address) throw new HttpError(404, 'Dirección no encontrada');
      return { ok: true, message: 'Se actualizó la dirección correctamente', address };
    },
  );

  app.post('/api/user/avatar', { schema: { ...schema, consumes: ['multipart/form-data'] } }, async (request) => {
    const avatar = await saveAvatar(avatarDir, await toAvatar(await readUpload(request)));
    const previous = await replaceAvatar(db, request.user.userId, avatar);
    if (previous) await removeAvatar(avatarDir, previous);
    return { ok: true, message: 'Foto de perfil actualizada', avatar };
  });
};
