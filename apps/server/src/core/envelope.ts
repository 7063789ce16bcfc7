import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode, normalizeLang, translate } from '@iotc/shared';
import type { ApiEnvelope, Lang } from '@iotc/shared';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of the `lang` header (zh-CN or en-US); messages are translated into it. */
    readonly lang: Lang;
  }
  interface FastifyReply {
    /** Sends `{ code: 0, msg, data }`. */
    ok<T>(data: T): FastifyReply;
  }
}

function okEnvelope<T>(lang: Lang, data: T): ApiEnvelope<T> {
  return { code: ErrorCode.Success, msg: translate(lang, 'success'), data };
}

export const envelope = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('lang', {
      getter(this: FastifyRequest) {
        return normalizeLang(this.headers.lang);
      },
    });
    app.decorateReply('ok', function <T>(this: FastifyReply, data: T) {
      return this.send(okEnvelope(this.request.lang, data));
    });
  },
  { name: 'iotc-envelope' },
);
