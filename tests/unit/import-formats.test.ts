import { describe, expect, it } from 'vitest';
import { parseHashConfig } from '@/lib/import/hash-config';
import { ImportFileError, splitMembers, splitRecords } from '@/lib/import/json-records';
import {
  encodeFirebaseScryptHash,
  firebaseScryptHash,
  verifyFirebaseScrypt,
} from '@/lib/identity/users/firebase-scrypt';

// Firebase's published test vector for its modified scrypt (github.com/firebase/scrypt).
const PUBLISHED = {
  config: {
    base64_signer_key:
      'jxspr8Ki0RYycVU8zykbdLGjFQ3McFUH0uiiTvC8pVMXAn210wjLNmdZJzxUECKbm0QsEmYUSDzZvpjeJ9WmXA==',
    base64_salt_separator: 'Bw==',
    rounds: 8,
    mem_cost: 14,
  },
  password: 'user1password',
  salt: '42xEC+ixf3L2lw==',
  hash: 'lSrfV15cpx95/sZS2W9c9Kp6i/LVgQNDNC/qzrCnh1SAyZvqmZqAjTdn3aoItz+VHjoZilo78198JAdRuid5lQ==',
};

describe('Firebase scrypt', () => {
  it('reproduces the published test vector', async () => {
    expect(await firebaseScryptHash(PUBLISHED.config, PUBLISHED.salt, PUBLISHED.password)).toBe(
      PUBLISHED.hash,
    );
  });

  it('verifies the stored form, and only with the right password', async () => {
    const stored = encodeFirebaseScryptHash(PUBLISHED.config, PUBLISHED.salt, PUBLISHED.hash);
    expect(await verifyFirebaseScrypt(stored, PUBLISHED.password)).toBe(true);
    expect(await verifyFirebaseScrypt(stored, 'user1password ')).toBe(false);
    expect(await verifyFirebaseScrypt(stored.replace('$14$', '$13$'), PUBLISHED.password)).toBe(false);
    expect(await verifyFirebaseScrypt('firebase-scrypt$broken', PUBLISHED.password)).toBe(false);
  });
});

describe('hash parameters', () => {
  it('reads the JSON form and the block the Firebase console shows', () => {
    expect(parseHashConfig(JSON.stringify(PUBLISHED.config))).toEqual(PUBLISHED.config);
    const consoleBlock = `hash_config {
  algorithm: SCRYPT,
  base64_signer_key: ${PUBLISHED.config.base64_signer_key},
  base64_salt_separator: Bw==,
  rounds: 8,
  mem_cost: 14,
}`;
    expect(parseHashConfig(consoleBlock)).toEqual(PUBLISHED.config);
  });

  it('names what is missing or wrong', () => {
    expect(() => parseHashConfig('{"rounds": 8, "mem_cost": 14}')).toThrow(/base64_signer_key/);
    expect(() => parseHashConfig(JSON.stringify({ ...PUBLISHED.config, mem_cost: 40 }))).toThrow(
      /mem_cost must be 1–14/,
    );
  });
});

describe('export files split into records with their lines', () => {
  it('a pretty array: each element at the line it starts on', () => {
    const text = '[\n  {\n    "a": "x, ] {"\n  },\n  {"b": 2},\n\n  3\n]\n';
    expect(splitRecords('f.json', text).map((r) => [r.line, r.text])).toEqual([
      [2, '{\n    "a": "x, ] {"\n  }'],
      [5, '{"b": 2}'],
      [7, '3'],
    ]);
  });

  it('one document per line, a broken line staying its own record', () => {
    const text = '{"a":1}\n\n{"a":\n{"a":3}\n';
    expect(splitRecords('f.json', text).map((r) => [r.line, r.text])).toEqual([
      [1, '{"a":1}'],
      [3, '{"a":'],
      [4, '{"a":3}'],
    ]);
  });

  it('pretty documents one after another, and the members of an object keyed by id', () => {
    const text = '{\n  "uid-1": {\n    "displayName": "A"\n  },\n  "uid-2": {"displayName": "B"}\n}\n';
    const [only] = splitRecords('users.json', text);
    expect(only!.line).toBe(1);
    expect(splitMembers('users.json', only!).map((m) => [m.key, m.line])).toEqual([
      ['uid-1', 2],
      ['uid-2', 5],
    ]);
    expect(splitRecords('f.json', '{\n "a": 1\n}\n{\n "a": 2\n}').map((r) => r.line)).toEqual([1, 4]);
  });

  it('an array that is not closed is a file error with its line', () => {
    expect(() => splitRecords('ideas.json', '[\n {"a": 1},\n {"a": 2}\n')).toThrow(ImportFileError);
    expect(() => splitRecords('ideas.json', '[\n {"a": 1} {"a": 2}\n]')).toThrow(
      'ideas.json line 2: expected "," or "]"',
    );
  });
});
