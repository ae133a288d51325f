import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '@/components/site-header';
import { ClosingCta } from '@/components/landing/closing-cta';
import { ForHosts } from '@/components/landing/for-hosts';
import { Hero } from '@/components/landing/hero';
import { HowItWorks } from '@/components/landing/how-it-works';
import { PipelinePreview } from '@/components/landing/pipeline-preview';
import { Principles } from '@/components/landing/principles';
import { ScoreExplained } from '@/components/landing/score-explained';

/** The public landing page. Static: rendered once at build time. */
export default function HomePage() {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <Hero />
        <HowItWorks />
        <ScoreExplained />
        <PipelinePreview />
        <ForHosts />
        <Principles />
        <ClosingCta />
      </main>
      <SiteFooter />
    </>
  );
}
