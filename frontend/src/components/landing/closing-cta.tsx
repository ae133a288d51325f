import { ButtonLink } from '../button-link';

export function ClosingCta() {
  return (
    <section aria-labelledby="closing-title" className="py-20 sm:py-24">
      <div className="container-page">
        <div className="relative isolate overflow-hidden rounded-3xl bg-brand-700 px-6 py-14 text-center shadow-xl shadow-brand-900/20 sm:px-12 sm:py-16 dark:bg-brand-800">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_40rem_16rem_at_50%_0%,rgb(163_172_253/0.45),transparent_70%)]"
          />
          <h2
            id="closing-title"
            className="mx-auto max-w-2xl text-3xl font-semibold tracking-tight text-balance text-white sm:text-4xl"
          >
            Your next application, tailored and explained.
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg leading-8 text-brand-100">
            Set up your base resume once. Every job after that takes minutes, not evenings.
          </p>
          <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink href="/sign-up" size="lg" variant="on-brand">
              Get started — it’s free
            </ButtonLink>
            <ButtonLink href="/docs" prefetch={false} size="lg" variant="on-brand-outline">
              Read the docs
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
