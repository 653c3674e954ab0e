import { NODE_KIND_NAMES, NODE_KINDS } from '../doc/nodeKinds';
import type { NodeKind } from '../ids';

type NodeMembers = { [K in NodeKind as (typeof NODE_KINDS)[K]['saveFileMember']]: K };

/** The save-file members that hold nodes, with the kind their ids are prefixed with (from NODE_KINDS). */
export const SAVE_FILE_NODE_MEMBERS = Object.fromEntries(
  NODE_KIND_NAMES.map((kind) => [NODE_KINDS[kind].saveFileMember, kind]),
) as NodeMembers;

export type SaveFileNodeMember = keyof NodeMembers;
export const SAVE_FILE_NODE_MEMBER_NAMES = Object.keys(SAVE_FILE_NODE_MEMBERS) as SaveFileNodeMember[];
