import { z } from 'zod';

export const RoleSchema = z.enum(['owner', 'editor', 'viewer']);
export type Role = z.infer<typeof RoleSchema>;

export function canEdit(role: Role): boolean {
  return role === 'owner' || role === 'editor';
}
