import { useCallback, useState } from 'react';
import { DesignCommandError } from '../../doc/designCommands/designCommandError';

/**
 * Runs a design command from a panel and keeps its refusal to show: a DesignCommandError's sentence
 * replaces the last one, a success clears it. Any other error is a bug and is thrown on.
 */
export function useDesignCommand(): { refusal: string | null; run(command: () => void): void } {
  const [refusal, setRefusal] = useState<string | null>(null);
  const run = useCallback((command: () => void) => {
    try {
      command();
      setRefusal(null);
    } catch (error) {
      if (!(error instanceof DesignCommandError)) throw error;
      setRefusal(error.message);
    }
  }, []);
  return { refusal, run };
}
