import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { makePermission } from '../../test/fixtures';
import { pickRootScreen } from './root-screen';

describe('pickRootScreen', () => {
  it('shows maintenance over region block when both apply', async () => {
    const permission = await makePermission({ regionRestriction: { active: true } });
    expect(pickRootScreen({ status: 1, permission })).toBe('maintenance');
    expect(
      pickRootScreen({ status: 2, permissionError: new ApiError('MAINTENANCE', 503), statusError: undefined }),
    ).toBe('maintenance');
  });

  it('shows the blocked page for status 2 or a REGION_RESTRICTED refusal', () => {
    expect(pickRootScreen({ status: 2 })).toBe('blocked');
    expect(pickRootScreen({ status: 0, permissionError: new ApiError('REGION_RESTRICTED', 403) })).toBe('blocked');
  });

  it('waits for both calls before showing the application', async () => {
    expect(pickRootScreen({})).toBe('loading');
    expect(pickRootScreen({ status: 0 })).toBe('loading');
    expect(pickRootScreen({ status: 0, permission: await makePermission() })).toBe('app');
  });

  it('reports a failed startup call as an error', () => {
    expect(pickRootScreen({ statusError: new ApiError('NETWORK', 0) })).toBe('error');
    expect(pickRootScreen({ status: 0, permissionError: new ApiError('INTERNAL_ERROR', 500) })).toBe('error');
  });
});
