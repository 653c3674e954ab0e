import { ModelCommandError } from '../../doc/modelCommands/modelCommandError';
import { useModelRefusal } from './useModelRefusal';

/**
 * Runs a command on the given models for the editor: a refusal (`ModelCommandError`, which writes
 * nothing) becomes the message the Selected model panel shows; success clears the last one. Any
 * other error is a bug and is thrown on. Returns the command's answer, or null when refused.
 */
export function attemptModelCommand<T>(ids: readonly string[], command: () => T): T | null {
  try {
    const answer = command();
    useModelRefusal.getState().clear();
    return answer;
  } catch (error) {
    if (!(error instanceof ModelCommandError)) throw error;
    useModelRefusal.getState().refuse(ids, error.message);
    return null;
  }
}
