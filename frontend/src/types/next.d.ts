// Next's ambient types (CSS and image imports, `next` globals). `next build` and `next dev`
// also write `next-env.d.ts`, which is gitignored; this checked-in copy of its stable part
// lets `tsc --noEmit` pass on a clean checkout, before anything has been built.
/// <reference types="next" />
/// <reference types="next/image-types/global" />
