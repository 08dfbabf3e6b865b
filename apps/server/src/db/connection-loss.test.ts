import { describe, expect, it } from 'vitest';
import { isConnectionLoss, lossReason } from './connection-loss';
import { DatabaseHealth } from './database-health';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('a lost database connection, told apart from a failed query', () => {
  it('recognises refused and reset sockets, shutdown and start-up codes, class 08 and the driver words', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      withCode('ECONNRESET'),
      withCode('57P01'),
      withCode('57P03'),
      withCode('08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]),
    ]) {
      expect(isConnectionLoss(error), String(error)).toBe(true);
    }
  });

  it('leaves a query of its own failing (constraint, syntax, serialization) to be that', () => {
    for (const error of [withCode('23505'), withCode('42601'), withCode('40001'), new Error('boom'), null, 'text']) {
      expect(isConnectionLoss(error)).toBe(false);
    }
  });

  it('names the reason without an address', () => {
    expect(lossReason(withCode('ECONNREFUSED', 'connect ECONNREFUSED 10.0.0.5:5432'))).toBe('connection refused');
    expect(lossReason(withCode('57P01'))).toBe('database shut down');
    expect(lossReason(new AggregateError([withCode('ECONNREFUSED', 'connect ECONNREFUSED ::1:5432')]))).toBe(
      'connection refused',
    );
  });
});

describe('what /healthz reports', () => {
  it('is down since the first failure of an outage, and up again once the database is reached', () => {
    const health = new DatabaseHealth();
    expect(health.report()).toEqual({ database: 'up' });
    expect(health.failed(withCode('23505'))).toBe(false);
    expect(health.report()).toEqual({ database: 'up' });

    health.failed(withCode('ECONNREFUSED'));
    const first = health.report();
    health.embeddedRestarting(true);
    health.failed(withCode('57P03'));
    expect(health.report()).toEqual({
      database: 'down',
      since: first.database === 'down' ? first.since : '',
      reason: 'database starting up',
      embedded: 'restarting',
    });

    health.embeddedRestarting(false);
    health.reached();
    expect(health.report()).toEqual({ database: 'up' });
  });
});
