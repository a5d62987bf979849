import type { FastifyInstance } from 'fastify';
import { AppError, calls, notFound } from '@pisoplay/contract';
import { route } from '../../../http/route.ts';
import { MESSAGES } from '../messages.ts';
import { UPLOAD_MAX_BYTES } from '../rules.ts';
import type { UploadService } from './upload-service.ts';
import { UPLOADS_PREFIX } from '../../../platform/uploads/upload-urls.ts';

const MULTIPART = 'multipart/form-data';
/** The file plus room for the multipart framing. */
const BODY_LIMIT = UPLOAD_MAX_BYTES + 64 * 1024;

/**
 * POST /member/oss/upload and GET /uploads/<key>. The upload body is read whole (at most about
 * 2 MB) so the request signature covers its exact bytes, then parsed with the standard
 * Request/FormData reader.
 */
export async function registerUploadRoutes(
  app: FastifyInstance,
  uploads: UploadService,
): Promise<void> {
  await app.register(async (scope) => {
    if (scope.hasContentTypeParser(MULTIPART)) scope.removeContentTypeParser(MULTIPART);
    scope.addContentTypeParser(
      MULTIPART,
      { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
      (_r, body, done) => done(null, { bytes: body }),
    );
    scope.setErrorHandler((error) => {
      if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        throw new AppError('ERR_FILE_UPLOAD', MESSAGES.uploadTooLarge);
      }
      throw error;
    });
    route(scope, calls.ossUpload, ({ caller, request }) => {
      const body = request.body as { bytes?: Buffer } | undefined;
      if (!body?.bytes) throw new AppError('ERR_FILE_UPLOAD', MESSAGES.uploadMissing);
      return uploads.upload(caller.uid, body.bytes, request.headers['content-type'] ?? MULTIPART);
    });
  });

  app.get<{ Params: { key: string }; Querystring: { exp?: string; sig?: string } }>(
    `${UPLOADS_PREFIX}:key`,
    async (request, reply) => {
      const object = await uploads.read(request.params.key, request.query);
      if (!object) throw notFound(MESSAGES.imageNotFound);
      reply.header(
        'cache-control',
        object.isPublic ? 'public, max-age=31536000, immutable' : 'private, max-age=300',
      );
      return reply.type(object.contentType).send(object.body);
    },
  );
}
