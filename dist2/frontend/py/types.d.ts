/**
 * Reading Python type annotations and pydantic fields into tool parameters: `Optional[...]`,
 * `T | None`, `Annotated[T, Field(...)]`, `Literal[...]`, type aliases at module level, and one
 * pydantic model argument whose fields the caller sees nested under it.
 */
import type { ParamType, ToolParameter } from "../../model/types.js";
import type { PyFile } from "./load.js";
import type { PyNode } from "./parser.js";
import { defOf, docstringOf, type ProjectIndex } from "./syntax.js";
export interface TypeInfo {
    type: ParamType;
    /** `None` is one of the members. */
    nullable: boolean;
    enumValues?: string[];
    /** `Field(...)` calls found in `Annotated[...]`. */
    fields: {
        file: PyFile;
        call: PyNode;
    }[];
    /** The pydantic model class this annotation names, when it names one. */
    model?: {
        file: PyFile;
        node: PyNode;
    };
}
export declare class TypeReader {
    private readonly index;
    constructor(index: ProjectIndex);
    read(file: PyFile, n: PyNode | undefined, depth?: number): TypeInfo;
}
/** A pydantic model: a class that derives (through project classes) from `BaseModel`. */
export declare function isModelClass(index: ProjectIndex, file: PyFile, cls: PyNode, depth?: number): boolean;
/** The fields a pydantic model class declares (base classes first), each with its annotation and value. */
export declare function modelFields(index: ProjectIndex, file: PyFile, cls: PyNode, depth?: number): {
    file: PyFile;
    name: PyNode;
    type?: PyNode;
    value?: PyNode;
    stmt: PyNode;
    doc?: PyNode;
}[];
/** What a `Field(...)` call says: a default (or none: `...`), a description, enum choices. */
export declare function readFieldCall(index: ProjectIndex, file: PyFile, call: PyNode): {
    hasDefault: boolean;
    required: boolean;
    default?: string;
    description?: {
        text: string;
        node: PyNode;
    };
};
/** A string constant: a literal, or a module-level name bound to one (through imports). */
export declare function constText(index: ProjectIndex, file: PyFile, n: PyNode, depth?: number): {
    text: string;
    node: PyNode;
    file: PyFile;
} | undefined;
/** The parameters a model class contributes under the argument `prefix` (`params.field`). */
export declare function modelParameters(index: ProjectIndex, types: TypeReader, file: PyFile, cls: PyNode, prefix: string): ToolParameter[];
export { defOf, docstringOf };
