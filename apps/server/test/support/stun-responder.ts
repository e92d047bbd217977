import dgram from 'node:dgram';

// A STUN server on 127.0.0.1 for the test viewer (RFC 5389 Binding only). A full werift agent
// asks a STUN server for its public address while gathering, and with none configured it asks
// stun.l.google.com: this keeps that question on loopback.

const MAGIC_COOKIE = 0x2112a442;

export async function startStunResponder(): Promise<{ url: string; close(): Promise<void> }> {
  const socket = dgram.createSocket('udp4');
  socket.on('message', (request, from) => {
    // A Binding Request: type 0x0001, the magic cookie, a 12-byte transaction id.
    if (request.length < 20 || request.readUInt16BE(0) !== 0x0001) return;
    if (request.readUInt32BE(4) !== MAGIC_COOKIE) return;
    const mapped = Buffer.alloc(12);
    mapped.writeUInt16BE(0x0020, 0); // XOR-MAPPED-ADDRESS
    mapped.writeUInt16BE(8, 2);
    mapped.writeUInt8(0x01, 5); // IPv4
    mapped.writeUInt16BE(from.port ^ (MAGIC_COOKIE >>> 16), 6);
    const address = from.address.split('.').reduce((value, part) => value * 256 + Number(part), 0);
    mapped.writeUInt32BE((address ^ MAGIC_COOKIE) >>> 0, 8);
    const header = Buffer.alloc(20);
    header.writeUInt16BE(0x0101, 0); // Binding Success Response
    header.writeUInt16BE(mapped.length, 2);
    request.copy(header, 4, 4, 20); // cookie and transaction id
    socket.send(Buffer.concat([header, mapped]), from.port, from.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  // It serves the whole test process and must not keep it alive.
  socket.unref();
  return {
    url: `stun:127.0.0.1:${socket.address().port}`,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}
