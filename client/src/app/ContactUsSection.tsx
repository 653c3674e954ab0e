import { useEffect, useRef } from 'react';

const CONTACT_US_ID = 'contact-us';

/**
 * The home page's contact section, where the Need Help card sends people when their account has no
 * live chat. The page is drawn after the browser looked for the anchor, so it scrolls there itself.
 */
export function ContactUsSection() {
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (window.location.hash === `#${CONTACT_US_ID}`) section.current?.scrollIntoView();
  }, []);
  const address = window.location.origin;
  return (
    <section id={CONTACT_US_ID} ref={section} className="contact-us" aria-labelledby="contact-us-title">
      <h2 id="contact-us-title">Contact Our Team</h2>
      <p>
        For a design consultation or help with KitchenSync, contact the team that runs this installation at{' '}
        <a href={address}>{address}</a>.
      </p>
    </section>
  );
}
