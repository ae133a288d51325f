// The reference page's root layout: the document and nothing else, no CSS and no fonts.
export const metadata = {
  title: 'Lighthouse reference',
  description: 'A minimal Next.js page that measures what the framework alone costs on this host.',
};

/** @param {{ children: import('react').ReactNode }} props */
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
