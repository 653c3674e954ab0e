import { z } from 'zod';
import { SaveSortOptionSchema, SortTypeSchema } from '../library/saveSort';

const favorite = z.string().min(1).nullable().default(null);

/**
 * What the product remembers per credential (spec 001 and 002 section 3): how the save browser sorts,
 * which folder new saves go to (null: the root), and the favorite appliance model of each kind
 * (null: none yet, so a dragged appliance of that kind is ignored).
 */
export const UserDataSchema = z.looseObject({
  credentialId: z.string().min(1),
  credentialEmail: z.string().default(''),
  sortOptions: SaveSortOptionSchema.default('name'),
  sortType: SortTypeSchema.default('asc'),
  defaultFolder: z.string().min(1).nullable().default(null),
  defaultDwr: favorite,
  defaultHood: favorite,
  defaultMw: favorite,
  defaultOther: favorite,
  defaultRange: favorite,
  defaultFridge: favorite,
});

export type UserData = z.infer<typeof UserDataSchema>;
export type UserDataInput = z.input<typeof UserDataSchema>;
