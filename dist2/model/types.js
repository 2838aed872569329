/**
 * The language-neutral model of an MCP server.
 *
 * A front end (today: TypeScript/JavaScript via ts-morph, later: Python) reads source code and
 * fills these structures; analyzers read only these structures plus the front end's
 * `SourceAccess` for the few checks that need syntax. Nothing in here refers to ts-morph.
 */
export const REGISTRATION_STYLES = [
    "mcp-server-tool",
    "mcp-server-register-tool",
    "add-tool",
    "list-tools-handler",
    "definition-loop",
    "wrapper-helper",
    "class-based",
    "framework-builder",
    "spec-generated",
];
