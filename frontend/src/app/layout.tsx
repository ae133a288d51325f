import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import './globals.css';

/**
 * Inter's Latin subset through next/font: preloaded, with a fallback face sized to match.
 * `optional`: text is drawn once, in Inter when it arrives with the page (it is preloaded and
 * cached) or else in the matched fallback for that visit, never swapped afterwards. A swap
 * reflows the text (a layout shift) and repaints it, which moved the largest paint by ~1.5 s
 * on Lighthouse's mobile profile. Other scripts still come from @fontsource-variable/inter in
 * globals.css, on demand.
 */
const inter = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'optional',
  variable: '--font-inter',
  adjustFontFallback: 'Arial',
});

const description =
  'Keep one base resume; get a tailored resume, cover letter and an explainable match score for every job, and track each application from draft to offer. Offline, deterministic, open source.';

export const metadata: Metadata = {
  title: {
    default: 'Resume Agent — tailored resumes that explain themselves',
    template: '%s · Resume Agent',
  },
  description,
  applicationName: 'Resume Agent',
  openGraph: {
    type: 'website',
    siteName: 'Resume Agent',
    title: 'Resume Agent — tailored resumes that explain themselves',
    description,
  },
  formatDetection: { telephone: false, email: false, address: false },
};

export const viewport: Viewport = {
  colorScheme: 'light dark',
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#0b0e1f' },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // Lets Next turn smooth scrolling off during route changes (globals.css turns it on).
    <html lang="en" data-scroll-behavior="smooth" className={inter.variable}>
      <body className="min-h-dvh font-sans">
        <a
          href="#main"
          className="sr-only rounded-lg bg-brand-600 font-semibold text-white shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:px-4 focus:py-2"
        >
          Skip to content
        </a>
        {children}
      </body>
    </html>
  );
}
