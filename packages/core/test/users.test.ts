import { describe, expect, it } from 'vitest';
import { enabledModes, isAdminUser, isOwnerUser, roleFlags } from '../src/index.ts';

describe('enabledModes', () => {
  it('treats a user with no stored preference as having both modes', () => {
    expect(enabledModes(undefined)).toEqual(['tcg', 'vgc']);
    expect(enabledModes({})).toEqual(['tcg', 'vgc']);
  });
  it('returns only the enabled modes', () => {
    expect(enabledModes({ tcg: true, vgc: false })).toEqual(['tcg']);
    expect(enabledModes({ tcg: false, vgc: true })).toEqual(['vgc']);
  });
});

describe('roles', () => {
  it('recognises admins by flag or role', () => {
    expect(isAdminUser({ role: 'user' })).toBe(false);
    expect(isAdminUser({ role: 'admin' })).toBe(true);
    expect(isAdminUser({ role: 'owner' })).toBe(true);
    expect(isAdminUser({ isAdmin: true })).toBe(true);
    expect(isAdminUser({ isOwner: true })).toBe(true);
    expect(isAdminUser(null)).toBe(false);
  });
  it('only owners are owners', () => {
    expect(isOwnerUser({ role: 'admin', isAdmin: true })).toBe(false);
    expect(isOwnerUser({ role: 'owner' })).toBe(true);
  });
  it('derives flags from the role', () => {
    expect(roleFlags('owner')).toEqual({ role: 'owner', isAdmin: true, isOwner: true });
    expect(roleFlags('admin')).toEqual({ role: 'admin', isAdmin: true, isOwner: false });
    expect(roleFlags('user')).toEqual({ role: 'user', isAdmin: false, isOwner: false });
  });
});
