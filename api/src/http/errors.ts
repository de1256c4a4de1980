import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SearchBusyError } from '../services/search-gate.js';

interface FieldError {
  msg: string;
  field?: string;
}

/** "body/offset must be integer" -> field "offset", message naming it. */
function describeValidation(error: FastifyError): { msg: string; errors: FieldError[] } {
  const errors: FieldError[] = (error.validation ?? []).map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const missing = issue.keyword === 'required' ? String((issue.params as { missingProperty?: string }).missingProperty ?? '') : '';
    const field = missing || path;
    return field ? { field, msg: `${field} ${issue.message ?? 'is invalid'}` } : { msg: issue.message ?? 'is invalid' };
  });
  const where = error.validationContext ?? 'request';
  const first = errors[0]?.msg ?? error.message;
  return { msg: `Invalid ${where}: ${first}`, errors };
}

/**
 * One error shape for every failure: `{ status: '0', msg }` (plus `errors` for
 * validation), always with a body (§8: the client treats an empty answer as a
 * network error). Client mistakes keep their 4xx; anything unexpected is logged
 * and answered 500 without internals.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return reply.status(400).send({ status: '0', ...describeValidation(error) });
    }
    if (error instanceof SearchBusyError) {
      return reply.status(503).header('Retry-After', String(error.retryAfterSeconds)).send({ status: '0', msg: error.message });
    }
    // PostgreSQL's statement_timeout (57014, query_canceled): a read that took too long, not a fault.
    if ((error as { code?: unknown }).code === '57014') {
      request.log.warn({ err: error }, 'statement timeout');
      return reply.status(503).header('Retry-After', '5').send({ status: '0', msg: 'The request took too long: please narrow it or try again in a moment' });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      const msg =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'Request body is too large'
        : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'Unsupported content type: send application/json'
        : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? 'Request body is empty: send a JSON object'
        : error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'Request body is not valid JSON'
        : error.message;
      return reply.status(statusCode).send({ status: '0', msg });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ status: '0', msg: 'Something went wrong on our side; please try again' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ status: '0', msg: `No such call: ${request.method} ${request.url.split('?')[0]}` });
  });
}

/**
 * Errors the router raises before any handler (a malformed URL, a path parameter
 * over the length limit): same JSON shape. Passed as Fastify's frameworkErrors.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const statusCode = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const msg = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A path parameter is too long' : error.code === 'FST_ERR_BAD_URL' ? 'Malformed URL' : error.message;
  reply.status(statusCode).send({ status: '0', msg });
}
