/**
 * The errors that decide an exit code. Everything else that escapes is an internal error (exit 3),
 * never a usage error.
 */
/** Bad input from the user (a missing path, an unknown rule, an invalid config): exit 2, never "analyzer failed". */
export class InputError extends Error {
    name = "InputError";
}
/** A problem in `.fidelity-audit.yaml` or `--config`: exit 2, naming the file and line. */
export class ConfigError extends InputError {
    name = "ConfigError";
}
