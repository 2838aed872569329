/** The contract between the audit pipeline and one rule's analyzer. */
export {};
