/**
 * V8 tuning for the processes that run audits (the CLI and the `batch` worker; imported first by
 * their entries, never by the library entry, whose host owns its process's flags).
 *
 * An audit is a short run through a large amount of code that is warm only for a few hundred
 * milliseconds at a time. With V8's default tier-up budget (`--interrupt-budget`, 66 kB of
 * executed bytecode), hundreds of the front ends' functions reach TurboFan; compiling them on
 * V8's background threads cost more CPU than the optimised code ever saves (issue 25: a Python
 * audit of 13 000 lines spent about 0.9 s of its 2.3 s CPU in TurboFan's compiler threads; a
 * TypeScript audit of 15 s about 4 s), while the main thread ran no faster. Eight times the
 * budget lets only functions that stay hot reach TurboFan (measured on the largest Python and
 * TypeScript development servers: four times saved less, sixteen times slowed the main thread). The same program runs: only when V8
 * optimises changes, never what is computed. A budget given to node itself (`node
 * --interrupt-budget=N`, or in NODE_OPTIONS) is kept.
 */
import v8 from "node:v8";

const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? "").split(/\s+/)].some((a) =>
  /^--interrupt[-_]budget=/.test(a),
);
if (!given) v8.setFlagsFromString("--interrupt-budget=524288");
