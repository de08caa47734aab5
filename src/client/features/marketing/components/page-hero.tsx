import type { ReactNode } from 'react';

/** The top of every inner marketing page: eyebrow, h1, intro, actions and an illustration. */
export function PageHero({
  eyebrow,
  title,
  intro,
  actions,
  image,
}: {
  eyebrow?: string;
  title: string;
  intro: ReactNode;
  actions?: ReactNode;
  image?: { src: string; alt: string };
}) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2">
        <div>
          {eyebrow ? (
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {eyebrow}
            </p>
          ) : null}
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">
            {title}
          </h1>
          <div className="mt-6 max-w-2xl text-lg text-muted">{intro}</div>
          {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
        </div>
        {image ? (
          <img
            src={image.src}
            alt={image.alt}
            width={560}
            height={400}
            className="mx-auto h-auto w-full max-w-lg"
          />
        ) : null}
      </div>
    </section>
  );
}
