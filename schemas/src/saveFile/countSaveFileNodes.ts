import { SAVE_FILE_NODE_MEMBER_NAMES } from './saveFileNodeMembers';

/** How many nodes a file's data holds; members that are not lists count nothing, validation refuses them later. */
export function countSaveFileNodes(data: Record<string, unknown>): number {
  return SAVE_FILE_NODE_MEMBER_NAMES.reduce((count, member) => {
    const nodes = data[member];
    return count + (Array.isArray(nodes) ? nodes.length : 0);
  }, 0);
}
