import { describe, expect, it } from 'vitest';
import { GameRuleError } from '../game-rule-error';
import { fairSource, outcomeBytes } from './fair-source';

// Vectors computed with openssl, not with this code:
//   S=$(printf 'fair' | openssl dgst -sha256 -r | cut -d' ' -f1)
//   printf 'member-seed:0:0' | openssl dgst -sha256 -hmac "$S"
const SERVER_SEED = '1869c9d2a11e8ecde889aa06a811403308c819ea0a4289c50b90eb1d812c1338';
const fairness = { serverSeed: SERVER_SEED, clientSeed: 'member-seed', nonce: 0 };

describe('outcome bytes', () => {
  it('are HMAC_SHA256(serverSeed, clientSeed:nonce:round)', () => {
    expect(outcomeBytes(fairness, 0).toString('hex')).toBe(
      'd9e2ddc279ff12e3221dac72c396a1c7691b4ededfcd1864afc2e727eaa503ee',
    );
    expect(outcomeBytes(fairness, 1).toString('hex')).toBe(
      'aa7aa3aac3aae592c024c8228d872f0ddbd2520bc0ca78aded08054266a1c0e1',
    );
    expect(outcomeBytes({ ...fairness, nonce: 7 }, 0).toString('hex')).toBe(
      '2327db707599e3f4ad5be4d90188d69d8fa758568cb5bedb183de8833923f324',
    );
  });

  it('are read as big-endian words, round 0 then round 1', () => {
    const source = fairSource(fairness);
    const words = Array.from({ length: 10 }, () => source.nextUint32());
    expect(words.slice(0, 2)).toEqual([0xd9e2ddc2, 0x79ff12e3]);
    expect(words[7]).toBe(0xeaa503ee);
    expect(words.slice(8)).toEqual([0xaa7aa3aa, 0xc3aae592]);
  });

  it('are the same for the same seeds and nonce, and differ for the next nonce', () => {
    const read = (nonce: number) => {
      const source = fairSource({ ...fairness, nonce });
      return [source.nextUint32(), source.nextUint32()];
    };
    expect(read(3)).toEqual(read(3));
    expect(read(3)).not.toEqual(read(4));
  });

  it('refuses malformed seeds before drawing anything', () => {
    const refuse = (bad: object) => expect(() => fairSource({ ...fairness, ...bad })).toThrow(GameRuleError);
    refuse({ serverSeed: SERVER_SEED.toUpperCase() });
    refuse({ serverSeed: SERVER_SEED.slice(1) });
    refuse({ clientSeed: '' });
    refuse({ nonce: -1 });
    refuse({ nonce: 1.5 });
  });
});
