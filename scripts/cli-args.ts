// The scripts' command-line flags, read by node:util's parseArgs: `--name value` and `--name=value`,
// booleans by their presence; an unknown flag or a flag without its value stops the script with its
// usage line, and `--help` prints that line.
import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * The flags and positional words of `args` (the process's own by default) for `options`; `usage` is
 * the script's usage line, printed on `--help` and after a refused flag.
 */
export function cliArgs<const O extends Options>(usage: string, options: O, args: string[] = process.argv.slice(2)) {
  if (args.includes('--help')) {
    console.log(`Usage: ${usage}`);
    process.exit(0);
  }
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new Error(`${(error as Error).message}\nUsage: ${usage}`);
  }
}

/** A flag's value as a whole number of at least `min`, or an error naming the flag. */
export function wholeNumber(name: string, value: string, min = 0): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`--${name} takes a whole number of at least ${min} (got ${value}).`);
  return n;
}
