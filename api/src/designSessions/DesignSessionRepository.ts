import type { DesignSessionRecord } from './DesignSessionRecord';

export interface DesignSessionRepository {
  /**
   * Stores a new session, or replaces one the same user stored before. 'taken' when the id is
   * another user's session; nothing is written then.
   */
  put(record: DesignSessionRecord): Promise<'stored' | 'taken'>;
  findById(id: string): Promise<DesignSessionRecord | null>;
}
