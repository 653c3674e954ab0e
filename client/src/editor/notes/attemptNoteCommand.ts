import { NoteCommandError } from '../../doc/noteCommands/noteCommandError';
import { useNoteRefusal } from './useNoteRefusal';

/**
 * Runs a note command for the editor: a refusal (`NoteCommandError`, which writes nothing) becomes
 * the message the Note panel shows; success clears the last one. Any other error is a bug and is
 * thrown on. Returns the command's answer, or null when refused.
 */
export function attemptNoteCommand<T>(command: () => T): T | null {
  try {
    const answer = command();
    useNoteRefusal.getState().clear();
    return answer;
  } catch (error) {
    if (!(error instanceof NoteCommandError)) throw error;
    useNoteRefusal.getState().refuse(error.message);
    return null;
  }
}
