// Shared by the server layout (its before-paint script) and the client mode toggle: a module
// of plain values, because constants exported from a 'use client' module reach server
// components only as client references.
export const DOCS_ROOT_ID = 'docs-root';
/** localStorage key of the reader's own choice of mode. */
export const COLOR_MODE_STORAGE_KEY = 'resume-agent-docs-mode';
