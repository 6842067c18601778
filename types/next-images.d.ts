// Types of the files the build imports (`import sprite from './sprite.svg'`). next-env.d.ts declares
// them too, but next writes it only on build or dev, after `npm run typecheck` has run on a fresh clone.
/// <reference types="next/image-types/global" />
