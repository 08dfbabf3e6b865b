import { ROLE_PERMISSIONS, type StaffProfile, type StaffRole } from '@platform/contracts/staff';

/** The profile the server answers for a staff member of this role. */
export function profileOf(role: StaffRole, displayName = `Demo ${role}`): StaffProfile {
  return {
    id: 7,
    account: `demo_${role}`,
    displayName,
    role,
    merchantId: role === 'owner' ? null : 1,
    permissions: [...ROLE_PERMISSIONS[role]],
    idleExpiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    mustChangePassword: false,
  };
}
