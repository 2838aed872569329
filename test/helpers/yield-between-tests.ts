/**
 * Vitest setup: let the worker's event loop reach its I/O phase between tests.
 *
 * Audits run synchronously; a file of back-to-back audits can keep the worker busy for more than
 * a minute on a loaded 2-core machine. The reply to the worker's progress report ("onTaskUpdate")
 * then waits behind the reply's own 60-second timeout timer, and vitest reports an unhandled
 * timeout error although every test passed. One `setImmediate` per test lets the reply in.
 */
import { beforeEach } from "vitest";

beforeEach(() => new Promise<void>((resolve) => setImmediate(resolve)));
