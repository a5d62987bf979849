import { randomBytes } from 'node:crypto';
import {
  escapeHtml,
  sendPage,
  serveSimulatorStyle,
  simulatorPage,
} from '../../http/simulator-pages.ts';
import type { FastifyInstance } from 'fastify';
import { ID_TYPES } from '@pisoplay/contract';
import type { ObjectStorage } from '../../providers/storage/index.ts';
import { OCR_SIMULATOR_PREFIX, readSimulatedCard } from '../../providers/id-ocr/simulator.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../providers/clock.ts';
import { detectImage } from '../../platform/uploads/image-type.ts';
import { insertUpload } from '../../platform/uploads/uploads-queries.ts';
import { findOcrTransaction } from './kyc-queries.ts';
import type { KycService } from './kyc-service.ts';

const MULTIPART = 'multipart/form-data';
const BODY_LIMIT = 4 * 1024 * 1024;

/** Adds `payload` (base64url JSON) and `success` to a return address (spec 2.7). */
function returnAddress(
  url: string,
  t: { id: string; biz_id: string; id_type: string },
  success: boolean,
) {
  const back = new URL(url);
  const payload = { transaction_id: t.id, biz_id: t.biz_id, id_type: t.id_type };
  back.searchParams.set('payload', Buffer.from(JSON.stringify(payload)).toString('base64url'));
  back.searchParams.set('success', String(success));
  return back.pathname + back.search;
}

const page = (title: string, body: string): string =>
  simulatorPage({
    title,
    brand: 'ID verification simulator',
    stylesheet: `${OCR_SIMULATOR_PREFIX}style.css`,
    body,
  });

const STYLE = `body{margin:0;font:16px/1.4 system-ui,sans-serif;background:#f3f4f6;color:#111}main{max-width:440px;margin:0 auto;padding:24px 16px}h1{font-size:22px;margin:8px 0 16px}.brand{color:#2563eb;font-weight:600;margin:0}label{display:block;margin:12px 0 4px;font-weight:600}input[type=text],input[type=date],input[type=file],select{width:100%;box-sizing:border-box;padding:10px;border:1px solid #cbd5e1;border-radius:8px;background:#fff;font:inherit}.check{display:flex;gap:8px;align-items:center;font-weight:400}.actions{display:flex;gap:12px;margin-top:20px}button,a.button{flex:1;padding:12px;border-radius:999px;border:0;font:inherit;font-weight:600;text-align:center;text-decoration:none}button{background:#2563eb;color:#fff}button.secondary{background:#e5e7eb;color:#111}.note{color:#475569;font-size:14px}.error{color:#b91c1c}`;

/**
 * The ID-OCR simulator's own pages (docs/kyc.md): GET shows a form to photograph or upload the
 * ID and type what a real service would read off it; POST reads the photo for real (type, size,
 * blank) and sends the browser back to the app with the outcome, as a real provider would.
 */
export async function registerOcrSimulatorRoutes(
  app: FastifyInstance,
  deps: { db: Database; clock: Clock; storage: ObjectStorage; kyc: KycService },
): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      MULTIPART,
      { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
      (_r, body, done) => done(null, body),
    );
    serveSimulatorStyle(scope, `${OCR_SIMULATOR_PREFIX}style.css`, STYLE);

    scope.get<{ Params: { id: string } }>(`${OCR_SIMULATOR_PREFIX}:id`, async (request, reply) => {
      const t = await findOcrTransaction(deps.db, request.params.id);
      if (!t || t.status !== 'pending')
        return sendPage(
          reply,
          404,
          page(
            'Not found',
            '<h1>This verification has ended</h1><p class="note">Go back to the app and start again.</p>',
          ),
        );
      const idType = ID_TYPES.includes(t.id_type as (typeof ID_TYPES)[number]) ? t.id_type : 'ID';
      return sendPage(
        reply,
        200,
        page(
          'Verify your ID',
          `<h1>Take a photo of your ${escapeHtml(idType)}</h1>
<p class="note">Full name and date of birth must be clear. This simulator stands in for the ID-verification service: type what a real one would read off the card.</p>
<form method="post" enctype="multipart/form-data">
<label for="photo">ID photo</label><input id="photo" name="id_photo" type="file" accept="image/*" capture="environment" required>
<label for="first">First name on the ID</label><input id="first" name="first_name" type="text" value="Juan" maxlength="20" required>
<label for="middle">Middle name on the ID</label><input id="middle" name="middle_name" type="text" value="Santos" maxlength="20">
<label for="last">Last name on the ID</label><input id="last" name="last_name" type="text" value="Dela Cruz" maxlength="20" required>
<label for="birthday">Date of birth on the ID</label><input id="birthday" name="birthday" type="date" value="1990-05-17" required>
<label for="number">ID number</label><input id="number" name="id_number" type="text" value="${randomBytes(5).toString('hex').toUpperCase()}" maxlength="30" required>
<label for="gender">Sex on the ID</label><select id="gender" name="gender"><option value="male">male</option><option value="female">female</option></select>
<label class="check"><input type="checkbox" name="fail" value="1"> Make this verification fail</label>
<div class="actions"><button type="submit" formaction="${OCR_SIMULATOR_PREFIX}${t.id}/cancel" formnovalidate class="secondary">Cancel</button><button type="submit">Submit ID</button></div>
</form>`,
        ),
      );
    });

    // Abandoned: the player goes back to the app's ID-type step, as with a real provider.
    scope.post<{ Params: { id: string } }>(
      `${OCR_SIMULATOR_PREFIX}:id/cancel`,
      async (request, reply) => {
        const t = await findOcrTransaction(deps.db, request.params.id);
        if (!t || t.status !== 'pending')
          return sendPage(reply, 404, page('Not found', '<h1>This verification has ended</h1>'));
        await deps.kyc.finishOcr(t.id, { status: 'interrupted' }, t.uid);
        return reply.redirect(returnAddress(t.interrupt_url, t, false), 303);
      },
    );

    scope.post<{ Params: { id: string } }>(`${OCR_SIMULATOR_PREFIX}:id`, async (request, reply) => {
      const t = await findOcrTransaction(deps.db, request.params.id);
      if (!t || t.status !== 'pending')
        return sendPage(reply, 404, page('Not found', '<h1>This verification has ended</h1>'));
      const form = await new Response(new Uint8Array(request.body as Buffer), {
        headers: { 'content-type': request.headers['content-type'] ?? MULTIPART },
      })
        .formData()
        .catch(() => null);
      const file = form?.get('id_photo');
      const text = (name: string) =>
        String(form?.get(name) ?? '')
          .trim()
          .slice(0, 40);
      const bytes =
        file && typeof file !== 'string' ? Buffer.from(await file.arrayBuffer()) : Buffer.alloc(0);
      const kind = detectImage(bytes);
      let photoKey = '';
      if (kind) {
        photoKey = `${randomBytes(16).toString('hex')}.${kind.ext}`;
        await deps.storage.put(photoKey, bytes, kind.contentType);
        await insertUpload(deps.db, {
          key: photoKey,
          uid: t.uid,
          contentType: kind.contentType,
          size: bytes.length,
          now: deps.clock.now(),
        });
      }
      const outcome = await readSimulatedCard(
        bytes,
        {
          firstName: text('first_name'),
          middleName: text('middle_name'),
          lastName: text('last_name'),
          birthday: text('birthday'),
          idNumber: text('id_number'),
          gender: text('gender'),
        },
        { fail: form?.get('fail') === '1', idType: t.id_type, photoKey },
      );
      await deps.kyc.finishOcr(t.id, outcome, t.uid);
      return reply.redirect(returnAddress(t.complete_url, t, outcome.status === 'success'), 303);
    });
  });
}
