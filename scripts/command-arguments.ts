import { parseArgs, type ParseArgsConfig } from 'node:util';

/**
 * The command's arguments as `parseArgs` reads them. A call it cannot read (an unknown option, an
 * argument where none is taken, an option without its value) ends the command with exit code 2 and
 * what is wrong, then `usage`, rather than a stack trace.
 */
export function commandArguments<T extends ParseArgsConfig>(config: T, usage: string): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (error) {
    if (!(error instanceof Error) || !String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS')) throw error;
    console.error(`${error.message}\n${usage}`);
    process.exit(2);
  }
}
