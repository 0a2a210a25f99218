import type { ErrorCode } from '@lobby/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { failure } from '../lib/envelope.ts';
import { notFoundPage, wantsNotFoundPage } from './not-found-page.ts';

interface Issue {
  path: string;
  message: string;
}

function validationIssues(error: FastifyError): Issue[] {
  const context = error.validationContext ?? 'request';
  return (error.validation ?? []).map((v) => {
    const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
    return { path: field ? `${context}.${field}` : context, message: v.message ?? 'is not valid' };
  });
}

const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  404: 'request.not.found',
  405: 'request.method.not.allowed',
  413: 'request.too.large',
  415: 'request.unsupported.media',
  429: 'request.rate.limited',
};

/**
 * PostgreSQL data exceptions caused by input values: numeric out of range, invalid text for a type, NUL or
 * a bad byte in text, a string longer than its column.
 */
const DATA_EXCEPTIONS = new Set(['22003', '22P02', '22021', '22001', '22008', '22007', '54000']);

/** Turns whatever was thrown into the failure the client sees; undefined means "our fault" (500). */
function toAppError(error: FastifyError | AppError): AppError | undefined {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
    const issues = validationIssues(error);
    const message = `Invalid ${issues.map((i) => `${i.path} (${i.message})`).join(', ')}`;
    return new AppError('request.invalid', { message, value: { issues } });
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError('request.invalid', { message: 'The request body is not valid JSON.' });
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('request.invalid', { message: 'The request body is empty.' });
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError('request.invalid', { message: 'The request length does not match its body.' });
  }
  // The database refusing a value is the request's fault (a number past a column's range, text the
  // database cannot hold): the edge should have caught it, and this keeps it a 400 if it did not.
  const sqlState = (error as { code?: unknown }).code;
  if (typeof sqlState === 'string' && DATA_EXCEPTIONS.has(sqlState)) {
    return new AppError('request.invalid', { message: 'A value in the request is out of range or not valid.' });
  }
  // A query past the statement timeout, or no free database connection in time: the server is overloaded,
  // which a retry in a moment can outlast; the request wrote nothing (its transaction rolled back).
  if (sqlState === '57014' || (error instanceof Error && error.message === 'timeout exceeded when trying to connect')) {
    return new AppError('system.busy');
  }
  // Response serialisation errors are our bug even though they carry no 5xx statusCode of their own.
  if (isResponseSerializationError(error)) return undefined;
  const status = error.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // Framework and plugin 4xx errors (bad JSON, multipart limits, ...): the catalogue's wording, never
    // theirs, so no internal detail leaks.
    return new AppError(STATUS_CODES[status] ?? 'request.invalid');
  }
  return undefined;
}

/**
 * Fastify's `frameworkErrors`: undecodable URLs are rejected by the router before any handler runs;
 * they are answered in the envelope too.
 */
export function answerFrameworkError(_error: Error, _request: FastifyRequest, reply: FastifyReply): void {
  reply.code(400).send(failure('request.invalid', 'The URL is not valid.'));
}

async function errorsPlugin(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const appError = toAppError(error);
    if (!appError) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send(failure('common.unknown'));
    }
    if (appError.statusCode >= 500) request.log.warn({ err: error }, appError.errorCode);
    else if (!(error instanceof AppError) && typeof (error as { code?: unknown }).code === 'string' && DATA_EXCEPTIONS.has((error as { code: string }).code)) {
      request.log.warn({ err: error }, 'a database data exception reached the error handler: bound the input at its schema');
    }
    else request.log.debug({ errorCode: appError.errorCode }, appError.message);
    reply.headers(appError.headers);
    return reply
      .code(appError.statusCode)
      .send(failure(appError.errorCode, appError.message, appError.value));
  });

  // A browser opening an address outside the app and the API gets the brand's page; everything else the envelope.
  app.setNotFoundHandler(async (request, reply) => {
    if (wantsNotFoundPage(request)) {
      const page = await notFoundPage(app, request).catch(() => null);
      if (page !== null) {
        return reply.code(404).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'Accept, Cookie').send(page);
      }
    }
    return reply.code(404).send(failure('request.not.found'));
  });
}

export default fp(errorsPlugin, { name: 'lobby-errors' });
