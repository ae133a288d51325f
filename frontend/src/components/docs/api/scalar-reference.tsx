'use client';
// Scalar and its stylesheet, in one module so both load only when the playground mounts
// (api-playground.tsx imports this lazily): neither is part of any route's first load.
import { ApiReferenceReact } from '@scalar/api-reference-react';
import '@scalar/api-reference-react/style.css';
import type { ScalarConfiguration } from './scalar-configuration';

export default function ScalarReference({ configuration }: { configuration: ScalarConfiguration }) {
  return <ApiReferenceReact configuration={configuration} />;
}
