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

/**
 * Connections whose request was answered (413) while the rest of its body is read and thrown away: a request
 * timeout there must not write a second answer after the first.
 */
const draining = new WeakSet<Socket>();

export function markDraining(socket: Socket): void {
  draining.add(socket);
}

/** The thrown-away body has ended: the connection serves its next request as any other. */
export function clearDraining(socket: Socket): void {
  draining.delete(socket);
}

/** Whether the connection's request was answered and its body is being thrown away. */
export function isDraining(socket: Socket): boolean {
  return draining.has(socket);
}
