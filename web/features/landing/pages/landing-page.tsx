import { BuiltForEveryone } from '../components/built-for-everyone';
import { CallToAction } from '../components/call-to-action';
import { HowItWorks } from '../components/how-it-works';
import { Hero } from '../components/hero';

/** The landing page (docs/product/screens.md#landing-page). */
export function LandingPage() {
  return (
    <>
      <Hero />
      <BuiltForEveryone />
      <HowItWorks />
      <CallToAction />
    </>
  );
}
