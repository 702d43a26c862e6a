import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * The requests of each connection whose answers are still owed. HTTP/1.1 answers pipelined requests in the order
 * they arrived (RFC 9112 section 9.3.2); a malformed request after them is answered only once they are, or its
 * 400 went out in the place of an earlier payment's 201, and the TPP read it as that payment's answer.
 */
const owed = new WeakMap<Socket, Map<IncomingMessage, ServerResponse>>();

/** Notes a request Node has handed over, until its answer is finished or its connection gone. */
export function noteOwedAnswer(req: IncomingMessage, res: ServerResponse): void {
  const socket = req.socket;
  let open = owed.get(socket);
  if (open === undefined) {
    open = new Map();
    owed.set(socket, open);
  }
  open.set(req, res);
  res.once('close', () => open.delete(req));
}

/**
 * Runs `write` once every request of the connection that arrived whole has been answered (at once when none is
 * owed). A request whose body was still arriving is the malformed one itself: it is not waited for.
 *
 * @example
 * afterOwedAnswers(socket, () => socket.end(rawAnswer));
 */
export function afterOwedAnswers(socket: Socket, write: () => void): void {
  const waiting = [...(owed.get(socket) ?? new Map<IncomingMessage, ServerResponse>())].filter(([req]) => req.complete).map(([, res]) => res);
  let left = waiting.length;
  if (left === 0) {
    write();
    return;
  }
  for (const res of waiting) {
    res.once('close', () => {
      left -= 1;
      if (left === 0) write();
    });
  }
}

/**
 * The request of the connection whose body is still arriving, if one is: the one a request timeout is about (a
 * pipelined request before it may still be in its handler, its answer not yet begun).
 */
export function findIncompleteRequest(socket: Socket): IncomingMessage | undefined {
  for (const req of owed.get(socket)?.keys() ?? []) if (!req.complete) return req;
  return undefined;
}
