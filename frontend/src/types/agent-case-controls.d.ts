// JSX typing for the <agent-case-controls> custom element (src/case-controls), so pages can
// render it with checked attribute names.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type CaseControlsAttributes = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  endpoint: string;
  credentials?: 'same-origin' | 'include' | 'omit';
  'page-size'?: string;
  heading?: string;
};

declare module 'react' {
  // React's JSX types live in a namespace; this adds one element to it.
  namespace JSX {
    interface IntrinsicElements {
      'agent-case-controls': CaseControlsAttributes;
    }
  }
}
