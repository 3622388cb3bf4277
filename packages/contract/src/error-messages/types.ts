import type { ResultCode } from '../error-codes.ts';

/** Codes a client makes itself when a request gets no envelope back. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'BAD_RESPONSE';

/** Every code that has a text: the envelope's codes and the clients' own. */
export type MessageCode = ResultCode | ClientErrorCode;

/** One language's texts; a code without its text fails the typecheck. */
export type ErrorMessages = Record<MessageCode, string>;
