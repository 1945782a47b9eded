import { OPERATOR_PASS_HEADER } from '@packline/domain';
import type { FastifyRequest } from 'fastify';

// The header an operator's actions carry, read by the Suborder and the Packaging calls alike.

/** The operator's pass token (POST Suborder/OperatorPass) the call carries in `x-operator-pass`. */
export function passOf(request: FastifyRequest): string | undefined {
  const value = request.headers[OPERATOR_PASS_HEADER];
  return (Array.isArray(value) ? value[0] : value) || undefined;
}
