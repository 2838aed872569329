export declare function configSchema(): Record<string, unknown>;
