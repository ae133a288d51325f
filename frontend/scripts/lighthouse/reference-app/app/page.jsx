// A static page with a heading and a paragraph, server-rendered at build time: what any page
// of an App Router app loads and runs before its own code (React, Next's client runtime).
export default function ReferencePage() {
  return (
    <main>
      <h1>Lighthouse reference</h1>
      <p>
        A minimal Next.js page, audited beside the app&apos;s pages with the same settings, so that
        a run shows what the framework alone scores on the host it ran on.
      </p>
    </main>
  );
}
