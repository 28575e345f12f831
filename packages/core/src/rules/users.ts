import type { GameMode, Role } from '../constants.ts';

interface RoleBearer {
  role?: Role | string | null;
  isAdmin?: boolean | null;
  isOwner?: boolean | null;
}

/** Spec part 1 §6: the admin entry shows for isAdmin, role admin or owner, or isOwner. */
export function isAdminUser(user: RoleBearer | null | undefined): boolean {
  if (!user) return false;
  return !!user.isAdmin || !!user.isOwner || user.role === 'admin' || user.role === 'owner';
}

export function isOwnerUser(user: RoleBearer | null | undefined): boolean {
  return !!user && (!!user.isOwner || user.role === 'owner');
}

/** Spec part 1 §1: a user with no stored preference is treated as having both modes enabled. */
export function enabledModes(prefs: { tcg?: boolean; vgc?: boolean } | null | undefined): GameMode[] {
  if (!prefs || (prefs.tcg === undefined && prefs.vgc === undefined)) return ['tcg', 'vgc'];
  const modes: GameMode[] = [];
  if (prefs.tcg) modes.push('tcg');
  if (prefs.vgc) modes.push('vgc');
  return modes.length ? modes : ['tcg', 'vgc'];
}

/** isAdmin / isOwner flags derived from the stored role, so the two can never disagree. */
export function roleFlags(role: Role): { role: Role; isAdmin: boolean; isOwner: boolean } {
  return { role, isAdmin: role === 'admin' || role === 'owner', isOwner: role === 'owner' };
}
