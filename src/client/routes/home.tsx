import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { BUSINESS } from '../../domain/site';
import { Button } from '../components/ui/button';
import { pageMeta } from '../lib/seo';

export const meta = () =>
  pageMeta({
    title: `${BUSINESS.name} | Doorstep Trash Pickup for Katy Apartments`,
    description:
      'Doorstep valet trash pickup for apartment residents in Katy, Fulshear, Brookshire and Sealy, Texas. Plans from $25 a month.',
    path: '/',
  });

export default function Home() {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28">
        <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">
          Doorstep trash pickup for Katy apartment residents
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-muted">
          Leave your sealed bags at your door. Our uniformed team collects them on your pickup days
          and takes them for proper disposal.
        </p>
        <div className="mt-10 flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link to="/pricing">
              View Plans <ArrowRight aria-hidden />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/about">Learn More</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
