import { LightCommandError } from '../../doc/lightCommands/lightCommandError';
import { useLightRefusal } from './useLightRefusal';

/**
 * Runs a light command for the editor: a refusal (`LightCommandError`, which writes nothing) becomes
 * the message the Light panel shows; success clears the last one. Any other error is a bug and is
 * thrown on. Returns the command's answer, or null when refused.
 */
export function attemptLightCommand<T>(command: () => T): T | null {
  try {
    const answer = command();
    useLightRefusal.getState().clear();
    return answer;
  } catch (error) {
    if (!(error instanceof LightCommandError)) throw error;
    useLightRefusal.getState().refuse(error.message);
    return null;
  }
}
