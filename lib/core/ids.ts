import { randomBytes } from 'node:crypto';

const processRandom = randomBytes(5);
let counter = randomBytes(3).readUIntBE(0, 3);

/**
 * A MongoDB ObjectId-shaped id: 4 bytes of seconds, 5 random bytes per process, 3 bytes of counter.
 * Sorting by id roughly follows creation time, as it did in the original data.
 */
export function newId(): string {
  const id = Buffer.alloc(12);
  id.writeUInt32BE(Math.floor(Date.now() / 1000), 0);
  processRandom.copy(id, 4);
  counter = (counter + 1) % 0xffffff;
  id.writeUIntBE(counter, 9, 3);
  return id.toString('hex');
}

export function isId(value: string): boolean {
  return /^[0-9a-f]{24}$/i.test(value);
}
