import type { Socket } from 'node:net';

/**
 * Answers Node writes to a socket itself (a 408 for a body that stalled), remembered per socket so that the
 * request Koa was still reading is logged and counted with the status the client got, not as a 400.
 */
const answered = new WeakMap<Socket, number>();

export function markAnswered(socket: Socket, status: number): void {
  answered.set(socket, status);
}

/** The status Node already sent on this socket, if it sent one. */
export function findAnsweredStatus(socket: Socket): number | undefined {
  return answered.get(socket);
}
