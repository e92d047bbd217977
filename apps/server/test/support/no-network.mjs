// Preloaded (node --import) into a tool that must work offline: any connection it opens, by
// fetch or by socket, is refused and reported on stderr after the marker the caller gives in
// NO_NETWORK_MARKER, so a test fails on the attempt even when the tool swallows the error (as
// telemetry and update checks do). Never import it into a test process: it cuts the database.
import net from 'node:net';

const marker = process.env.NO_NETWORK_MARKER || 'Network attempt refused';

function refuse(what) {
  process.stderr.write(`${marker}: ${what}\n`);
  throw new Error(`${marker}: ${what}`);
}

globalThis.fetch = async (input) => refuse(`fetch ${String(input?.url ?? input)}`);
net.Socket.prototype.connect = function connect(...args) {
  const [target] = args;
  const where =
    typeof target === 'object'
      ? `${target.host ?? target.path}:${target.port ?? ''}`
      : String(target);
  return refuse(`connect ${where}`);
};
