import { expect, it } from 'vitest';
import { changesOf } from './changes';

it('lists changed fields first as before and after, and context fields as they are', () => {
  expect(changesOf({ status: 'PENDING', amount: '120.00', memberId: 9 }, { status: 'PAID', remark: 'Paid' })).toEqual([
    { field: 'status', before: 'PENDING', after: 'PAID' },
    { field: 'amount', before: '120.00', after: undefined },
    { field: 'memberId', before: '9', after: undefined },
    { field: 'remark', before: undefined, after: 'Paid' },
  ]);
});

it('shows an empty value as a dash', () => {
  expect(changesOf({ remark: null }, { remark: 'Paid' })).toEqual([{ field: 'remark', before: '—', after: 'Paid' }]);
});

it('shows values that are not records whole, and nothing for an entry with neither side', () => {
  expect(changesOf(null, null)).toEqual([]);
  expect(changesOf('on', 'off')).toEqual([{ field: '', before: 'on', after: 'off' }]);
  expect(changesOf({ a: 1 }, { a: 1 })).toEqual([]);
});
