import type { Role } from '@trainerlog/core';

export const ROLE_LABEL: Record<Role, string> = { user: 'Player', admin: 'Admin', owner: 'Owner' };
export const ROLE_COLOR: Record<Role, string> = { user: 'gray', admin: 'indigo', owner: 'orange' };

export const AUDIT_ACTION_LABEL: Record<string, string> = {
  'role.change': 'Role changed',
  'match.delete': 'Match deleted',
  'feedback.delete': 'Feedback deleted',
  'feedback.archive_all': 'Feedback archived',
};
